import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AuthError } from './authError.ts';
import { PASSWORD_REQUIREMENTS } from './authSettings.ts';
import {
  assertPasswordAcceptable,
  hashPassword,
  isBcryptHash,
  verifyPassword,
  weakPasswordReasons,
} from './password.ts';

// config.toml's policy: 10 characters, letters and digits.
const POLICY = {
  minimumLength: 10,
  requiredCharacters: [PASSWORD_REQUIREMENTS.letters_digits![0]!, '0123456789'],
};
const LETTERS_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789';

describe('weakPasswordReasons', () => {
  it.each([
    ['demo-password-123', []],
    ['café-con-leche-7', []],
    ['', ['length', 'characters']],
    ['abc1', ['length']],
    // Counted in bytes like Go's len: 9 letters with an accent are 10 bytes.
    ['ñandúxyz1', []],
    ['solo-letras-largas', ['characters']],
    ['1234567890123', ['characters', 'pwned']],
    ['password123', ['pwned']],
    ['qwerty123456', ['pwned']],
  ])('%j → %j', (password, reasons) => {
    expect(weakPasswordReasons(password, POLICY)?.reasons ?? []).toEqual(reasons);
  });

  it('words each reason as GoTrue does, joined by a space', () => {
    expect(weakPasswordReasons('abc', POLICY)?.message).toBe(
      `Password should be at least 10 characters. Password should contain at least one character of each: ${LETTERS_DIGITS}.`,
    );
    expect(weakPasswordReasons('password123', POLICY)?.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  });

  it.each(Object.entries(PASSWORD_REQUIREMENTS))(
    '%s: a password touching every set passes',
    (_name, sets) => {
      const password = `${sets.map((set) => set[0]).join('')}-Zz9!x-largo`;
      expect(weakPasswordReasons(password, { minimumLength: 6, requiredCharacters: sets })).toBeUndefined();
    },
  );

  it("holds GoTrue's symbol set, backslash and colon included", () => {
    const policy = {
      minimumLength: 6,
      requiredCharacters: PASSWORD_REQUIREMENTS.lower_upper_letters_digits_symbols!,
    };
    expect(weakPasswordReasons('aB3dEfgh:', policy)).toBeUndefined();
    expect(weakPasswordReasons('aB3dEfgh\\', policy)).toBeUndefined();
    expect(weakPasswordReasons('aB3dEfghé', policy)?.reasons).toEqual(['characters']);
  });
});

describe('assertPasswordAcceptable', () => {
  it('throws weak_password 422 with reasons', () => {
    expect(() => assertPasswordAcceptable('abc', POLICY)).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'weak_password',
        weakPasswordReasons: ['length', 'characters'],
      }),
    );
  });

  it('refuses passwords bcrypt would truncate, before judging their strength', () => {
    const error = (() => {
      try {
        assertPasswordAcceptable('x'.repeat(73), POLICY);
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
