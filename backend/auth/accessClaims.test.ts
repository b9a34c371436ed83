import { describe, expect, it } from 'vitest';
import { authIssuer, buildAccessClaims, sessionAssurance } from './accessClaims.ts';

const user = {
  id: '6f1f7f3e-0a51-4b7a-9c1f-2f4a0c6b1d10',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@example.org',
  phone: null,
  appMetadata: { provider: 'email', providers: ['email'] },
  userMetadata: { name: 'Ana' },
  isAnonymous: false,
};
const session = {
  id: 'b0b0b0b0-1111-4222-8333-444455556666',
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1_700_000_000 }],
};

describe('buildAccessClaims', () => {
  it('carries every claim GoTrue puts in an access token', () => {
    const claims = buildAccessClaims(user, session, {
      issuer: 'http://127.0.0.1:54321/auth/v1',
      nowMs: 1_700_000_100_900,
    });
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 1_700_003_700,
      iat: 1_700_000_100,
      email: 'ana@example.org',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ana' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_700_000_000 }],
      session_id: session.id,
      is_anonymous: false,
    });
  });

  it('expires exactly one hour after issue unless told otherwise', () => {
    const claims = buildAccessClaims(user, session, { issuer: 'x', nowMs: 5_000, ttlSeconds: 60 });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it.each([
    [
      { aud: null, role: null, email: null },
      { aud: 'authenticated', role: 'authenticated', email: '' },
    ],
    [
      { aud: 'authenticated', role: 'service_role', email: 'x@y.z' },
      { aud: 'authenticated', role: 'service_role', email: 'x@y.z' },
    ],
  ])('fills %o as %o', (overrides, expected) => {
    const claims = buildAccessClaims({ ...user, ...overrides }, session, { issuer: 'x', nowMs: 0 });
    expect({ aud: claims.aud, role: claims.role, email: claims.email }).toEqual(expected);
  });
});

describe('sessionAssurance', () => {
  it.each([
    [[], 'aal1', []],
    [[{ method: 'password', updatedAtMs: 1_000_500 }], 'aal1', [{ method: 'password', timestamp: 1_000 }]],
    [[{ method: 'otp', updatedAtMs: 5_000 }], 'aal1', [{ method: 'otp', timestamp: 5 }]],
    [
      [
        { method: 'password', updatedAtMs: 1_000 },
        { method: 'totp', updatedAtMs: 9_000 },
      ],
      'aal2',
      [
        { method: 'totp', timestamp: 9 },
        { method: 'password', timestamp: 1 },
      ],
    ],
  ])('claims %j → %s, amr %j', (claims, aal, amr) => {
    expect(sessionAssurance(claims)).toEqual({ aal, amr });
  });
});

describe('authIssuer', () => {
  it.each([
    ['http://127.0.0.1:54321', 'http://127.0.0.1:54321/auth/v1'],
    ['https://abc.supabase.co/', 'https://abc.supabase.co/auth/v1'],
  ])('%s → %s', (apiUrl, issuer) => expect(authIssuer(apiUrl)).toBe(issuer));
});
