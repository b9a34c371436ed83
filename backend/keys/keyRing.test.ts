import { createVerify } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createKeyRing, publicJwk } from './keyRing.ts';
import { generateSigningKey, rotateSigningKeys } from './signingKeys.ts';

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');

describe('createKeyRing', () => {
  const keys = rotateSigningKeys([generateSigningKey('RS256')], 'ES256');
  const ring = createKeyRing(keys, secret);

  it('publishes every key, public numbers only, for verification only (GoTrue JWKS)', () => {
    expect(ring.jwks.keys.map((key) => key.kid)).toEqual(keys.map((key) => key.kid));
    for (const key of ring.jwks.keys) {
      expect(key).toMatchObject({ use: 'sig', key_ops: ['verify'] });
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
    }
    expect(Object.keys(publicJwk(keys[0]!)).sort()).toEqual(
      ['alg', 'crv', 'ext', 'key_ops', 'kid', 'kty', 'use', 'x', 'y'].sort(),
    );
  });

  it('signs with the signing key, and any JOSE library verifies the token against the JWKS', async () => {
    expect(ring.signingKid).toBe(keys[0]!.kid);
    const token = ring.sign({ sub: 'u', role: 'authenticated' });
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(ring.jwks as never));
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: keys[0]!.kid, typ: 'JWT' });
    expect(payload).toEqual({ sub: 'u', role: 'authenticated' });
  });

  it('signs RS256 when the signing key is an RSA key', () => {
    const rsa = createKeyRing([generateSigningKey('RS256')], secret);
    const [header, payload, signature] = rsa.sign({ a: 1 }).split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256' });
    const verifier = createVerify('sha256').update(`${header}.${payload}`);
    expect(verifier.verify(rsa.publicKey(rsa.signingKid)!.key, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
  });

  it('finds each public key by kid, and nothing for an unknown one', () => {
    expect(ring.publicKey(keys[1]!.kid)?.alg).toBe('RS256');
    expect(ring.publicKey('unknown')).toBeUndefined();
  });
});
