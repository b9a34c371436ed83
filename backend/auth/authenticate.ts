import type { Context } from 'hono';
import { verifyAccessToken } from './accessToken.ts';
import { AuthError, badRequest, forbidden } from './authError.ts';
import type { AuthDeps } from './authOptions.ts';
import { bearerFrom } from './http.ts';
import { asAuthAdmin } from './store/authTransaction.ts';
import { findSession, type SessionRow } from './store/sessions.ts';
import { findUserById } from './store/users.ts';
import { isBanned, type UserRow } from './userJson.ts';

/** GoTrue's requireAuthentication and requireAdminCredentials (B.1), with their exact codes and texts. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The verified claims of the request's Bearer token: 401 without one, 403 bad_jwt when it does not verify. */
export function verifiedClaims(c: Context, deps: AuthDeps): Record<string, unknown> {
  const token = bearerFrom(c);
  if (token === undefined) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const result = verifyAccessToken(token, deps.signing, deps.now() / 1000);
  if (!result.ok)
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${result.reason}`);
  return result.claims;
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  /** Absent for tokens without a session_id claim (GoTrue then acts on all of the user's sessions). */
  session: SessionRow | undefined;
}

/** A user's access token whose user and session still exist. */
export async function authenticateUser(c: Context, deps: AuthDeps): Promise<Authenticated> {
  const claims = verifiedClaims(c, deps);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId = claims.session_id;
  const hasSession = typeof sessionId === 'string' && sessionId !== '' && sessionId !== NIL_UUID;
  return asAuthAdmin(deps.db, async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (hasSession && !isUuid(sessionId)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const session = hasSession ? await findSession(tx, sessionId) : undefined;
    if (hasSession && !session) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    // An access token issued before a ban still verifies; GoTrue refuses it on its own routes.
    if (isBanned(user, deps.now())) throw forbidden('user_banned', 'User is banned');
    return { claims, user, session };
  });
}

/** GOTRUE_JWT_ADMIN_ROLES as configured on hosted Supabase. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

export function requireAdmin(c: Context, deps: AuthDeps): void {
  const claims = verifiedClaims(c, deps);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
}
