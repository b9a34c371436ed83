import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 signing and verification for Supabase Auth. Verification is hand-written rather than delegated to
 * a library so that failures read exactly like GoTrue's golang-jwt messages and expiry follows the
 * injectable clock the rest of the auth server uses.
 */

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function hmac(input: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(claims: Record<string, unknown>, secret: Uint8Array): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${hmac(signingInput, secret).toString('base64url')}`;
}

export type VerifyResult = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const IAT_SKEW_SECONDS = 30;

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

/**
 * Checks structure, algorithm (HS256 only, so `alg: none` and key-confusion tricks fail), signature,
 * then `exp`, `nbf` and `iat` against `nowSeconds`, in golang-jwt's order and wording.
 */
export function verifyAccessToken(token: string, secret: Uint8Array, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'token is malformed: token contains an invalid number of segments' };
  }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart);
  if (!header) return { ok: false, reason: 'token is malformed: could not JSON decode header' };
  const claims = decodeSegment(claimsPart);
  if (!claims) return { ok: false, reason: 'token is malformed: could not JSON decode claim' };
  if (header.alg !== 'HS256') {
    return {
      ok: false,
      reason: `token signature is invalid: signing method ${String(header.alg)} is invalid`,
    };
  }
  const expected = hmac(`${headerPart}.${claimsPart}`, secret);
  const given = BASE64URL.test(signaturePart) ? Buffer.from(signaturePart, 'base64url') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'token signature is invalid: signature is invalid' };
  }
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
  // A token from the future was minted with a stolen secret or a broken clock: PostgREST and Storage
  // refuse it too (same 30 s of skew), so one forged token cannot pass here and fail there.
  if (typeof claims.iat === 'number' && nowSeconds + IAT_SKEW_SECONDS < claims.iat) {
    return { ok: false, reason: 'token has invalid claims: token used before issued' };
  }
  return { ok: true, claims };
}
