import { createHmac, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import type { KeyRing } from '../keys/keyRing.ts';

/**
 * Access tokens as Supabase Auth issues them with signing keys: signed with the current signing key
 * (ES256 or RS256, its `kid` in the header) and verified as GoTrue's parseJWTClaims does: an asymmetric
 * token by the public key of its `kid`, an HS256 token by the legacy JWT secret. Verification is
 * hand-written rather than delegated to a library so that failures read exactly like GoTrue's golang-jwt
 * messages and expiry follows the injectable clock the rest of the auth server uses.
 */

export function signAccessToken(claims: Record<string, unknown>, ring: KeyRing): string {
  return ring.sign(claims);
}

const HS256_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function hmac(input: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** A token in the legacy format (HS256 with the JWT secret), as Auth signed them before signing keys. */
export function signLegacyAccessToken(claims: Record<string, unknown>, secret: Uint8Array): string {
  const signingInput = `${HS256_HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${hmac(signingInput, secret).toString('base64url')}`;
}

export type VerifyResult = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const IAT_SKEW_SECONDS = 30;
/** GOTRUE_JWT_VALID_METHODS as the Supabase CLI sets it. */
const VALID_METHODS = ['HS256', 'RS256', 'ES256'];
const VERIFICATION_ERRORS: Record<string, string> = {
  HS256: 'signature is invalid',
  ES256: 'crypto/ecdsa: verification error',
  RS256: 'crypto/rsa: verification error',
};

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function asymmetricSignatureHolds(alg: string, key: KeyObject, input: string, signature: Buffer): boolean {
  try {
    return alg === 'ES256'
      ? verify('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }, signature)
      : verify('sha256', Buffer.from(input), key, signature);
  } catch {
    // A signature of the wrong length for the curve is just a wrong signature.
    return false;
  }
}

/** Whether the signature holds, or why the key cannot check it (golang-jwt's wording). */
function checkSignature(
  alg: string,
  kid: unknown,
  input: string,
  signature: Buffer,
  ring: KeyRing,
): true | string {
  const listed = typeof kid === 'string' ? ring.publicKey(kid) : undefined;
  if (listed) {
    if (listed.alg !== alg) return 'token signature is invalid: key is of invalid type';
    return (
      asymmetricSignatureHolds(alg, listed.key, input, signature) ||
      `token signature is invalid: ${VERIFICATION_ERRORS[alg]}`
    );
  }
  if (alg !== 'HS256') {
    return `token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${kid === undefined ? '<nil>' : String(kid)} for algorithm ${alg}`;
  }
  const expected = hmac(input, ring.legacySecret);
  return (
    (signature.length === expected.length && timingSafeEqual(signature, expected)) ||
    `token signature is invalid: ${VERIFICATION_ERRORS.HS256}`
  );
}

/**
 * Checks structure, algorithm (HS256, ES256 or RS256 only, so `alg: none` and key-confusion tricks fail),
 * signature, then `exp`, `nbf` and `iat` against `nowSeconds`, in golang-jwt's order and wording.
 */
export function verifyAccessToken(token: string, ring: KeyRing, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'token is malformed: token contains an invalid number of segments' };
  }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart);
  if (!header) return { ok: false, reason: 'token is malformed: could not JSON decode header' };
  const claims = decodeSegment(claimsPart);
  if (!claims) return { ok: false, reason: 'token is malformed: could not JSON decode claim' };
  const alg = String(header.alg);
  if (!VALID_METHODS.includes(alg)) {
    return { ok: false, reason: `token signature is invalid: signing method ${alg} is invalid` };
  }
  const signature = BASE64URL.test(signaturePart) ? Buffer.from(signaturePart, 'base64url') : Buffer.alloc(0);
  const checked = checkSignature(alg, header.kid, `${headerPart}.${claimsPart}`, signature, ring);
  if (checked !== true) return { ok: false, reason: checked };
  for (const claim of ['exp', 'nbf', 'iat'] as const) {
    if (claims[claim] !== undefined && typeof claims[claim] !== 'number') {
      return { ok: false, reason: `token is malformed: could not JSON decode claim` };
    }
  }
  if (typeof claims.exp === 'number' && nowSeconds >= claims.exp) {
    return { ok: false, reason: 'token has invalid claims: token is expired' };
  }
  if (typeof claims.nbf === 'number' && nowSeconds < claims.nbf) {
    return { ok: false, reason: 'token has invalid claims: token is not valid yet' };
  }
  // A token from the future was minted with a stolen key or a broken clock: PostgREST and Storage
  // refuse it too (same 30 s of skew), so one forged token cannot pass here and fail there.
  if (typeof claims.iat === 'number' && nowSeconds + IAT_SKEW_SECONDS < claims.iat) {
    return { ok: false, reason: 'token has invalid claims: token used before issued' };
  }
  return { ok: true, claims };
}
