import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AuthError } from './authError.ts';
import {
  assertPasswordAcceptable,
  hashPassword,
  isBcryptHash,
  verifyPassword,
  weakPasswordReasons,
} from './password.ts';

describe('weakPasswordReasons', () => {
  it.each([
    ['', true],
    ['12345', true],
    ['ñandú', true],
    ['123456', false],
    ['demo-password-123', false],
  ])('%j weak: %s', (password, weak) => {
    expect(weakPasswordReasons(password) !== undefined).toBe(weak);
  });

  it('words the reason as GoTrue does', () => {
    expect(weakPasswordReasons('abc')).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });
});

describe('assertPasswordAcceptable', () => {
  it('throws weak_password 422 with reasons', () => {
    expect(() => assertPasswordAcceptable('abc')).toThrow(
      expect.objectContaining({ status: 422, code: 'weak_password', weakPasswordReasons: ['length'] }),
    );
  });

  it('refuses passwords bcrypt would truncate', () => {
    const error = (() => {
      try {
        assertPasswordAcceptable('x'.repeat(73));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('hashPassword / verifyPassword', () => {
  it('writes $2a$10$ hashes and verifies them', async () => {
    const hash = await hashPassword('secret-123');
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword('secret-123', hash)).toBe(true);
    expect(await verifyPassword('secret-124', hash)).toBe(false);
  });

  it.each(['$2a$', '$2b$'])('accepts %s hashes at cost 6 (pgcrypto gen_salt bf)', async (prefix) => {
    const hash = bcrypt.hashSync('from-sql', 6).replace(/^\$2.\$/, prefix);
    expect(await verifyPassword('from-sql', hash)).toBe(true);
  });

  it.each([null, undefined, '', 'plain-text', '$2a$10$short'])(
    'fails safely for stored value %j',
    async (stored) => {
      expect(await verifyPassword('plain-text', stored)).toBe(false);
    },
  );

  it('recognises bcrypt hashes', () => {
    expect(isBcryptHash(bcrypt.hashSync('x', 4))).toBe(true);
    expect(isBcryptHash('$argon2id$v=19$m=65536')).toBe(false);
  });
});
