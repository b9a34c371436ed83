import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { groupMessages } from '../messages/groupMessages.ts';
import { joinContact, joinGroupSchema } from './joinGroupRequest.ts';

const words = groupMessages.join;
const valid = {
  action: 'join',
  group_id: '7a000000-0000-4000-a000-000000000001',
  name: '  Ana López ',
  email: 'ana@example.com',
};

describe('joinGroupSchema', () => {
  it('trims the name of a valid request', () => {
    const parsed = safeParse(joinGroupSchema, valid);
    expect(parsed.success && parsed.data.name).toBe('Ana López');
  });

  it.each([
    [{ name: '   ' }, words.nameMissing],
    [{ name: 'a'.repeat(121) }, words.nameTooLong],
    [{ email: 'ana@' }, words.emailInvalid],
    [{ group_id: 'uno' }, words.groupMissing],
    [{ message: 'x'.repeat(1001) }, words.messageTooLong],
  ])('refuses %j with its Spanish sentence', (change, message) => {
    const parsed = safeParse(joinGroupSchema, { ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('joinContact', () => {
  it.each([
    [{ email: ' ana@example.com ' }, { email: 'ana@example.com', phone: null }],
    [
      { phone: '+52 55 1234 5678', whatsapp_consent: true },
      { email: null, phone: '+525512345678' },
    ],
    [
      { email: 'a@b.co', phone: '(+52) 55-1234-5678' },
      { email: 'a@b.co', phone: '+525512345678' },
    ],
    [{}, words.contactMissing],
    [{ email: '', phone: '5512345678' }, words.phoneInvalid],
    [{ phone: '+525512345678' }, words.consentMissing],
  ])('%j → %j', (body, expected) => {
    expect(joinContact(body)).toEqual(expected);
  });
});
