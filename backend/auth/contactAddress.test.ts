import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone } from './contactAddress.ts';

describe('normalizeEmail', () => {
  it.each([
    ['Ana@Example.org', 'ana@example.org'],
    ['pastor.juan+iglesia@sub.example.co', 'pastor.juan+iglesia@sub.example.co'],
  ])('%s → %s', (email, normalized) => expect(normalizeEmail(email)).toBe(normalized));

  it.each([
    ['', 'An email address is required'],
    [`${'a'.repeat(250)}@x.org`, 'An email address is too long'],
    ['no-at-sign', 'Unable to validate email address: invalid format'],
    ['a@b@c.org', 'Unable to validate email address: invalid format'],
    ['a b@c.org', 'Unable to validate email address: invalid format'],
    ['a@-c.org', 'Unable to validate email address: invalid format'],
    ['nul\u0000@c.org', 'Unable to validate email address: invalid format'],
  ])('refuses %j: %s', (email, message) => {
    expect(() => normalizeEmail(email)).toThrow(
      expect.objectContaining({ code: 'validation_failed', message }),
    );
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+34 600 111 222', '34600111222'],
    ['15551234567', '15551234567'],
  ])('%s → %s', (phone, normalized) => expect(normalizePhone(phone)).toBe(normalized));

  it.each(['', '+0123', 'call me', '1234567890123456'])('refuses %j', (phone) => {
    expect(() => normalizePhone(phone)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});
