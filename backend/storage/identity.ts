import type { Context } from 'hono';
import type { RequestIdentity } from '../db/asRole.ts';
import { type JwtClaims, type JwtResult, verifyJwt } from '../jwt.ts';
import type { KeyRing } from '../keys/keyRing.ts';
import { storageErrors } from './errors.ts';

/** Who a Storage request runs as: the role, claims and request details `asRole` needs. */
export interface StorageIdentity extends RequestIdentity {
  /** True when a valid JWT was sent (the anon key counts: supabase-js always sends one). */
  isAuthenticated: boolean;
  /** The raw token, exposed to policies as `request.jwt` like Storage does. */
  token: string;
}

const ANON: JwtClaims = { role: 'anon' };

/**
 * Storage reads only `Authorization: Bearer` (never `apikey`; the gateway has put the key's role token
 * there), verified against the project's JWKS and legacy secret. Routes that allow an invalid JWT (the
 * authenticated download and info routes) run such requests as anon; every other route refuses them with
 * AccessDenied carrying the JWT library's message, in a 400 body like Storage's jwt plugin.
 */
export async function storageIdentity(
  c: Context,
  ring: KeyRing,
  { allowInvalidJwt = false }: { allowInvalidJwt?: boolean } = {},
): Promise<StorageIdentity> {
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  const request = { method: c.req.method, path: new URL(c.req.url).pathname, headers: requestHeaders(c) };
  if (token === '' && allowInvalidJwt) return { ...request, claims: ANON, isAuthenticated: false, token };
  const result = await verifyJwt(token, ring);
  if (result.ok) return { ...request, claims: result.claims, isAuthenticated: true, token };
  if (allowInvalidJwt) return { ...request, claims: ANON, isAuthenticated: false, token: '' };
  // A role the server refuses to switch to is the one case Storage answers with a real 403.
  if (result.kind === 'claims' && result.message.startsWith('role ')) {
    throw storageErrors.accessDenied(result.message, 403);
  }
  throw storageErrors.accessDenied(jwtLibraryMessage(token, result));
}

/**
 * Storage's messages, from jose's jwtVerify (Storage left jsonwebtoken in 2025): a missing or empty token
 * is not a compact JWS either (supabase-js's storage tests expect this for a client without headers).
 */
function jwtLibraryMessage(token: string, result: Extract<JwtResult, { ok: false }>): string {
  if (token === '' || result.kind === 'malformed') return 'Invalid Compact JWS';
  if (result.message === 'No suitable key or wrong key type')
    return '"alg" (Algorithm) Header Parameter value not allowed';
  if (result.kind === 'invalid') return 'signature verification failed';
  if (result.message === 'JWT expired') return '"exp" claim timestamp check failed';
  if (result.message === 'JWT not yet valid') return '"nbf" claim timestamp check failed';
  return result.message;
}

/** Lowercased request headers for `request.headers`, as PostgREST and Storage expose them. */
function requestHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}
