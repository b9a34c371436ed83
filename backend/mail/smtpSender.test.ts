import { describe, expect, it } from 'vitest';
import { senderAddress } from './smtpSender.ts';

describe('senderAddress', () => {
  it.each([
    ['Palabra Viva', 'no-responder@example.org', '"Palabra Viva" <no-responder@example.org>'],
    [undefined, 'no-responder@example.org', 'no-responder@example.org'],
    ['Dice "hola"', 'a@b.org', '"Dice \\"hola\\"" <a@b.org>'],
  ])('%s + %s → %s', (name, address, expected) => {
    expect(senderAddress(name, address)).toBe(expected);
  });
});
