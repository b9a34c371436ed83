import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createKeyRing } from '../keys/keyRing.ts';
import { generateSigningKey } from '../keys/signingKeys.ts';
import { signAccessToken, signLegacyAccessToken, verifyAccessToken } from './accessToken.ts';

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const other = new TextEncoder().encode('another-secret-that-is-also-32-characters-long');
const now = 1_700_000_000;
const es256 = generateSigningKey('ES256');
const rs256 = { ...generateSigningKey('RS256'), key_ops: ['verify'] };
/** The project: signs with an ES256 key, still verifies an older RS256 key and the legacy secret. */
const ring = createKeyRing([es256, rs256], secret);

describe('signAccessToken / verifyAccessToken', () => {
  it('round-trips claims and writes an HS256 JWT header (legacy sessions)', () => {
    const token = signLegacyAccessToken({ sub: 'u', exp: now + 60 }, secret);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyAccessToken(token, ring, now)).toEqual({ ok: true, claims: { sub: 'u', exp: now + 60 } });
  });

  it('signs with the signing key: ES256 with its kid, as GoTrue with signing keys', () => {
    const token = signAccessToken({ sub: 'u', exp: now + 60 }, ring);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', kid: es256.kid, typ: 'JWT' });
    expect(verifyAccessToken(token, ring, now)).toEqual({ ok: true, claims: { sub: 'u', exp: now + 60 } });
  });

  it('verifies a token of a key kept for verification only (a rotated-out RS256 key)', () => {
    const older = createKeyRing([{ ...rs256, key_ops: ['sign', 'verify'] }], secret);
    const token = signAccessToken({ sub: 'u', exp: now + 60 }, older);
    expect(verifyAccessToken(token, ring, now)).toMatchObject({ ok: true, claims: { sub: 'u' } });
  });

  it.each([
    [
      'a key the project does not list',
      createKeyRing([generateSigningKey('ES256')], secret),
      /^token is unverifiable: error while executing keyfunc: unrecognized JWT kid [0-9a-f-]+ for algorithm ES256$/,
    ],
    [
      'another key under a listed kid',
      createKeyRing([{ ...generateSigningKey('ES256'), kid: es256.kid }], secret),
      /^token signature is invalid: crypto\/ecdsa: verification error$/,
    ],
  ])('refuses an ES256 token of %s', (_case, signer, reason) => {
    const result = verifyAccessToken(signAccessToken({ exp: now + 60 }, signer), ring, now);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });

  it('accepts tokens signed by another HS256 implementation', async () => {
    const token = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(verifyAccessToken(token, ring, now)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it.each([
    ['an expired token', signAccessToken({ exp: now }, ring), 'token has invalid claims: token is expired'],
    [
      'a token not valid yet',
      signAccessToken({ nbf: now + 5 }, ring),
      'token has invalid claims: token is not valid yet',
    ],
    [
      'a token issued in the future',
      signAccessToken({ iat: now + 60, exp: now + 3600 }, ring),
      'token has invalid claims: token used before issued',
    ],
    [
      'a wrong signature',
      signLegacyAccessToken({ exp: now + 60 }, other),
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
      signAccessToken({ exp: 'later' }, ring),
      'token is malformed: could not JSON decode claim',
    ],
  ])('refuses %s', (_case, token, reason) => {
    expect(verifyAccessToken(token, ring, now)).toEqual({ ok: false, reason });
  });

  it('refuses a token whose payload was altered after signing', () => {
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    for (const token of [
      signAccessToken({ role: 'authenticated' }, ring),
      signLegacyAccessToken({ role: 'authenticated' }, secret),
    ]) {
      const [header, , signature] = token.split('.');
      expect(verifyAccessToken(`${header}.${forged}.${signature}`, ring, now)).toMatchObject({ ok: false });
    }
  });
});
