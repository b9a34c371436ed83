import { describe, expect, it } from 'vitest';
import { type IdentityRow, isBanned, mergeMetadata, type UserRow, userJson } from './userJson.ts';

const t = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
const user: UserRow = {
  id: 'u1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@example.org',
  phone: null,
  encrypted_password: '$2a$10$secret',
  email_confirmed_at: t,
  phone_confirmed_at: null,
  confirmed_at: t,
  confirmation_sent_at: null,
  recovery_sent_at: null,
  email_change: '',
  email_change_sent_at: null,
  invited_at: null,
  last_sign_in_at: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: null,
  created_at: t,
  updated_at: t,
  banned_until: null,
  deleted_at: null,
  is_anonymous: false,
  confirmation_token: '',
  recovery_token: '',
  email_change_token_new: '',
  email_change_token_current: '',
  email_change_confirm_status: 0,
  reauthentication_token: '',
  reauthentication_sent_at: null,
};
const identity: IdentityRow = {
  id: 'i1',
  provider_id: 'u1',
  user_id: 'u1',
  identity_data: { sub: 'u1', email: 'ana@example.org' },
  provider: 'email',
  last_sign_in_at: null,
  created_at: t,
  updated_at: t,
  email: 'ana@example.org',
};

describe('userJson', () => {
  it('writes GoTrue user JSON, leaving out null timestamps and never the password hash', () => {
    expect(userJson(user, [identity])).toEqual({
      id: 'u1',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ana@example.org',
      email_confirmed_at: '2025-01-02T03:04:05.678Z',
      phone: '',
      confirmed_at: '2025-01-02T03:04:05.678Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [
        {
          identity_id: 'i1',
          id: 'u1',
          user_id: 'u1',
          identity_data: { sub: 'u1', email: 'ana@example.org' },
          provider: 'email',
          created_at: '2025-01-02T03:04:05.678Z',
          updated_at: '2025-01-02T03:04:05.678Z',
          email: 'ana@example.org',
        },
      ],
      created_at: '2025-01-02T03:04:05.678Z',
      updated_at: '2025-01-02T03:04:05.678Z',
      is_anonymous: false,
    });
  });

  it('shows a pending email change and a ban', () => {
    const json = userJson({ ...user, email_change: 'new@example.org', banned_until: t }, []);
    expect(json).toMatchObject({ new_email: 'new@example.org', banned_until: '2025-01-02T03:04:05.678Z' });
  });
});

describe('isBanned', () => {
  it.each([
    [null, false],
    [t + 1, true],
    [t, false],
  ])('banned_until %s → %s', (bannedUntil, banned) =>
    expect(isBanned({ banned_until: bannedUntil }, t)).toBe(banned),
  );
});

describe('mergeMetadata', () => {
  it.each([
    [null, { a: 1 }, { a: 1 }],
    [
      { a: 1, b: 2 },
      { b: 3, c: 4 },
      { a: 1, b: 3, c: 4 },
    ],
    [{ a: 1, b: 2 }, { a: null }, { b: 2 }],
    [{ nested: { x: 1 } }, { nested: { y: 2 } }, { nested: { y: 2 } }],
  ])('%o + %o → %o', (current, updates, merged) => expect(mergeMetadata(current, updates)).toEqual(merged));

  it('keeps a __proto__ key as data', () => {
    const merged = mergeMetadata({}, JSON.parse('{"__proto__": {"admin": true}}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"__proto__":{"admin":true}}');
  });
});
