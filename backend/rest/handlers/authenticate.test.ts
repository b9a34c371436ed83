import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createKeyRing } from '../../keys/keyRing.ts';
import { generateSigningKey } from '../../keys/signingKeys.ts';
import { authenticate } from './authenticate.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-at-least-32-characters');
const signingKey = generateSigningKey('ES256');
const ring = createKeyRing([signingKey], secret);
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);

describe('authenticate', () => {
  it('is anon without any token', async () => {
    expect(await authenticate(new Headers(), ring)).toEqual({ role: 'anon' });
  });

  it('reads the Bearer token, else the apikey header', async () => {
    const token = await sign({ role: 'authenticated', sub: 'u1' });
    expect(await authenticate(new Headers({ Authorization: `Bearer ${token}` }), ring)).toMatchObject({
      role: 'authenticated',
      sub: 'u1',
    });
    expect(await authenticate(new Headers({ apikey: token }), ring)).toMatchObject({ sub: 'u1' });
  });

  it.each([
    ['Bearer x', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ['Bearer a.b.c', 'PGRST301', 'JWT cryptographic operation failed'],
  ])('%s → 401 %s', async (authorization, code, message) => {
    await expect(authenticate(new Headers({ Authorization: authorization }), ring)).rejects.toMatchObject({
      status: 401,
      code,
      message,
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    });
  });

  it('answers PGRST303 for expired tokens', async () => {
    const token = await sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 100 });
    await expect(authenticate(new Headers({ Authorization: `Bearer ${token}` }), ring)).rejects.toMatchObject(
      {
        code: 'PGRST303',
        message: 'JWT expired',
      },
    );
  });

  it('verifies an ES256 token against the signing keys, by its kid', async () => {
    const token = ring.sign({ role: 'authenticated', sub: 'u2' });
    expect(await authenticate(new Headers({ Authorization: `Bearer ${token}` }), ring)).toMatchObject({
      sub: 'u2',
    });
  });

  it.each([
    ['a key the project does not list', createKeyRing([generateSigningKey('ES256')], secret)],
    [
      'a key listed under the same kid but not the one that signed',
      createKeyRing([{ ...generateSigningKey('ES256'), kid: signingKey.kid }], secret),
    ],
  ])('refuses a token signed with %s (PGRST301)', async (_, other) => {
    const token = other.sign({ role: 'service_role' });
    await expect(authenticate(new Headers({ Authorization: `Bearer ${token}` }), ring)).rejects.toMatchObject(
      { status: 401, code: 'PGRST301' },
    );
  });
});
