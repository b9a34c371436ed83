import { describe, expect, it } from 'vitest';
import { generateOtp, goEncodeValues, goQueryEscape, tokenHash, verifyLink } from './otp.ts';

describe('generateOtp', () => {
  it('gives N digits, zeros kept', () => {
    for (let i = 0; i < 50; i++) expect(generateOtp(6)).toMatch(/^\d{6}$/);
  });
});

describe('tokenHash', () => {
  it('is sha224(email + otp) in hex, as GoTrue stores it', () => {
    // sha224("a@b.c123456") computed independently with `printf %s a@b.c123456 | sha224sum`.
    expect(tokenHash('a@b.c', '123456')).toBe('19fc8045654795b943ae7db4b637d9ee44d1dc98644c90a3fb01fa3f');
  });
});

describe('goQueryEscape / goEncodeValues', () => {
  it.each([
    ['a b', 'a+b'],
    ["!'()*", '%21%27%28%29%2A'],
    ['http://x/y?z=1&w#f', 'http%3A%2F%2Fx%2Fy%3Fz%3D1%26w%23f'],
    ['ñ', '%C3%B1'],
  ])('%s → %s', (text, escaped) => {
    expect(goQueryEscape(text)).toBe(escaped);
  });

  it('sorts keys like url.Values.Encode', () => {
    expect(goEncodeValues({ type: 'invite', access_token: 'a b', sb: '' })).toBe(
      'access_token=a+b&sb=&type=invite',
    );
  });
});

describe('verifyLink', () => {
  it('escapes the redirect only when it carries &, = or #', () => {
    expect(verifyLink('http://api/auth/v1', 'abc', 'invite', 'http://site/admin/invitacion')).toBe(
      'http://api/auth/v1/verify?token=abc&type=invite&redirect_to=http://site/admin/invitacion',
    );
    expect(verifyLink('http://api/auth/v1', 'abc', 'recovery', 'http://site/?a=1')).toBe(
      'http://api/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Fsite%2F%3Fa%3D1',
    );
  });
});
