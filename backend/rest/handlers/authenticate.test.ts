import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authenticate } from './authenticate.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-at-least-32-characters');
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);

describe('authenticate', () => {
  it('is anon without any token', async () => {
    expect(await authenticate(new Headers(), secret)).toEqual({ role: 'anon' });
  });

  it('reads the Bearer token, else the apikey header', async () => {
    const token = await sign({ role: 'authenticated', sub: 'u1' });
    expect(await authenticate(new Headers({ Authorization: `Bearer ${token}` }), secret)).toMatchObject({
      role: 'authenticated',
      sub: 'u1',
    });
    expect(await authenticate(new Headers({ apikey: token }), secret)).toMatchObject({ sub: 'u1' });
  });

  it.each([
    ['Bearer x', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ['Bearer a.b.c', 'PGRST301', 'JWT cryptographic operation failed'],
  ])('%s → 401 %s', async (authorization, code, message) => {
    await expect(authenticate(new Headers({ Authorization: authorization }), secret)).rejects.toMatchObject({
      status: 401,
      code,
      message,
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    });
  });

  it('answers PGRST303 for expired tokens', async () => {
    const token = await sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 100 });
    await expect(
      authenticate(new Headers({ Authorization: `Bearer ${token}` }), secret),
    ).rejects.toMatchObject({
      code: 'PGRST303',
      message: 'JWT expired',
    });
  });
});
