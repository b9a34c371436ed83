import { errors, type JWTHeaderParameters, jwtVerify } from 'jose';
import { API_ROLES, type ApiRole } from './config.ts';
import type { KeyRing } from './keys/keyRing.ts';

export type JwtClaims = Record<string, unknown> & { role: ApiRole; sub?: string };

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; kind: 'malformed' | 'invalid' | 'claims'; message: string };

/** PostgREST and Storage tolerate 30 s of clock skew on exp, nbf and iat. */
const CLOCK_SKEW_SECONDS = 30;

/** The algorithms the CLI lets the services accept (GOTRUE_JWT_VALID_METHODS=HS256,RS256,ES256). */
const ALGORITHMS = ['HS256', 'ES256', 'RS256'];

class NoSuitableKey extends Error {}

/**
 * The key a token asks for, as PostgREST and Storage pick it from the project's JWKS (the CLI hands them
 * the signing keys' public halves plus the legacy secret): an asymmetric token by its `kid`, an HS256
 * one by the secret.
 */
function keyFor(ring: KeyRing, header: JWTHeaderParameters) {
  if (header.alg === 'HS256') return ring.legacySecret;
  const found = header.kid === undefined ? undefined : ring.publicKey(header.kid);
  if (!found || found.alg !== header.alg) throw new NoSuitableKey();
  return found.key;
}

/**
 * Verifies a token the way PostgREST does and resolves its role. A token without a role claim acts as
 * anon; a role outside API_ROLES is rejected rather than switched to.
 */
export async function verifyJwt(token: string, ring: KeyRing): Promise<JwtResult> {
  if (token === '')
    return { ok: false, kind: 'malformed', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, kind: 'malformed', message: `Expected 3 parts in JWT; got ${parts}` };
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, (header) => keyFor(ring, header), {
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_SKEW_SECONDS,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, kind: 'claims', message: 'JWT expired' };
    if (error instanceof errors.JWTClaimValidationFailed) {
      const message =
        error.claim === 'nbf'
          ? 'JWT not yet valid'
          : error.claim === 'iat'
            ? 'JWT issued at future'
            : error.message;
      return { ok: false, kind: 'claims', message };
    }
    if (
      error instanceof NoSuitableKey ||
      error instanceof errors.JOSEAlgNotAllowed ||
      error instanceof errors.JOSENotSupported
    ) {
      return { ok: false, kind: 'invalid', message: 'No suitable key or wrong key type' };
    }
    return { ok: false, kind: 'invalid', message: 'JWT cryptographic operation failed' };
  }
  const iat = payload.iat;
  if (typeof iat === 'number' && iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) {
    return { ok: false, kind: 'claims', message: 'JWT issued at future' };
  }
  const role = payload.role ?? 'anon';
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    return { ok: false, kind: 'claims', message: `role "${String(role)}" does not exist` };
  }
  return { ok: true, claims: { ...payload, role: role as ApiRole } };
}

/** `Authorization: Bearer x` → x; the CLI gateway falls back to the apikey header when there is none. */
export function bearerToken(
  authorization: string | undefined,
  apikey: string | undefined,
): string | undefined {
  if (authorization !== undefined) {
    const match = /^Bearer\s+(.*)$/i.exec(authorization.trim());
    if (match && !match[1]!.startsWith('sb_')) return match[1]!.trim();
  }
  return apikey;
}
