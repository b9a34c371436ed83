import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { isSigningKey, type SigningAlgorithm, type SigningJwk } from './signingKeys.ts';

/**
 * What every local service needs to issue and check tokens: the Auth signs with the current signing key
 * and publishes the public halves (its JWKS); REST, Storage and Auth verify asymmetric tokens against
 * that JWKS and HS256 tokens against the legacy JWT secret, as a hosted project does while its legacy
 * secret is still listed among the verifying keys.
 */
export interface KeyRing {
  /** `GET /auth/v1/.well-known/jwks.json`: public keys only, each `key_ops: ["verify"]`, as GoTrue. */
  jwks: { keys: PublicJwk[] };
  /** The kid new tokens carry. */
  signingKid: string;
  /** A compact JWS of `claims` with the signing key (header alg, kid, typ, as GoTrue writes it). */
  sign(claims: Record<string, unknown>): string;
  /** The public key for a token's `kid`, with the algorithm it verifies. */
  publicKey(kid: string): { alg: SigningAlgorithm; key: KeyObject } | undefined;
  /** The project's legacy HS256 secret (legacy anon/service_role keys and older sessions). */
  legacySecret: Uint8Array;
}

export type PublicJwk = Record<string, unknown> & { kid: string; alg: SigningAlgorithm; kty: string };

const PUBLIC_FIELDS = { EC: ['crv', 'x', 'y'], RSA: ['n', 'e'] } as const;

/** GoTrue's decodePublicKey: the key's public numbers, `use: "sig"` and `key_ops: ["verify"]`. */
export function publicJwk(key: SigningJwk): PublicJwk {
  const jwk: PublicJwk = { alg: key.alg, kid: key.kid, kty: key.kty, use: 'sig', key_ops: ['verify'] };
  if (key.ext !== undefined) jwk.ext = key.ext;
  for (const field of PUBLIC_FIELDS[key.kty]) jwk[field] = key[field];
  return jwk;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signWith(
  key: KeyObject,
  alg: SigningAlgorithm,
  kid: string,
  claims: Record<string, unknown>,
): string {
  const input = `${base64url({ alg, kid, typ: 'JWT' })}.${base64url(claims)}`;
  // JWS wants ECDSA signatures as r‖s (IEEE P1363), not DER.
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(input), key);
  return `${input}.${signature.toString('base64url')}`;
}

export function createKeyRing(keys: readonly SigningJwk[], legacySecret: Uint8Array): KeyRing {
  const signing = keys.find(isSigningKey);
  if (!signing) throw new Error('no signing key detected');
  const privateKey = createPrivateKey({ key: signing as never, format: 'jwk' });
  const publicKeys = new Map(
    keys.map((key) => [
      key.kid,
      { alg: key.alg, key: createPublicKey({ key: publicJwk(key) as never, format: 'jwk' }) },
    ]),
  );
  return {
    jwks: { keys: keys.map(publicJwk) },
    signingKid: signing.kid,
    sign: (claims) => signWith(privateKey, signing.alg, signing.kid, claims),
    publicKey: (kid) => publicKeys.get(kid),
    legacySecret,
  };
}
