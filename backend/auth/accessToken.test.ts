import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './accessToken.ts';

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const other = new TextEncoder().encode('another-secret-that-is-also-32-characters-long');
const now = 1_700_000_000;

describe('signAccessToken / verifyAccessToken', () => {
  it('round-trips claims and writes an HS256 JWT header', () => {
    const token = signAccessToken({ sub: 'u', exp: now + 60 }, secret);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyAccessToken(token, secret, now)).toEqual({ ok: true, claims: { sub: 'u', exp: now + 60 } });
  });

  it('accepts tokens signed by another HS256 implementation', async () => {
    const token = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(verifyAccessToken(token, secret, now)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it.each([
    ['an expired token', signAccessToken({ exp: now }, secret), 'token has invalid claims: token is expired'],
    [
      'a token not valid yet',
      signAccessToken({ nbf: now + 5 }, secret),
      'token has invalid claims: token is not valid yet',
    ],
    [
      'a token issued in the future',
      signAccessToken({ iat: now + 60, exp: now + 3600 }, secret),
      'token has invalid claims: token used before issued',
    ],
    [
      'a wrong signature',
      signAccessToken({ exp: now + 60 }, other),
      'token signature is invalid: signature is invalid',
    ],
    [
      'alg none',
      new UnsecuredJWT({ sub: 'u', role: 'service_role' }).encode(),
      'token signature is invalid: signing method none is invalid',
    ],
    ['two segments', 'abc.def', 'token is malformed: token contains an invalid number of segments'],
    ['a garbage header', 'abc.def.ghi', 'token is malformed: could not JSON decode header'],
    [
      'a non-numeric exp',
      signAccessToken({ exp: 'later' }, secret),
      'token is malformed: could not JSON decode claim',
    ],
  ])('refuses %s', (_case, token, reason) => {
    expect(verifyAccessToken(token, secret, now)).toEqual({ ok: false, reason });
  });

  it('refuses a token whose payload was altered after signing', () => {
    const [header, , signature] = signAccessToken({ role: 'authenticated' }, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, secret, now)).toMatchObject({ ok: false });
  });
});
