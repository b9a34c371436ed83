import type { Queryable } from '../db/database.ts';
import { buildAccessClaims, sessionAssurance } from './accessClaims.ts';
import { signAccessToken } from './accessToken.ts';
import type { AuthDeps } from './authOptions.ts';
import type { WeakPassword } from './password.ts';
import { findSession, listAmrClaims } from './store/sessions.ts';
import { findUserById, loadUserJson } from './store/users.ts';

/**
 * The session JSON of /token answers (B.2): a fresh access token for the session, the refresh token the
 * client must keep, and the user. Reads inside the caller's transaction so it sees its own writes.
 */
export async function sessionResponse(
  tx: Queryable,
  deps: AuthDeps,
  issued: { userId: string; sessionId: string; refreshToken: string; weakPassword?: WeakPassword },
): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, issued.userId);
  const session = await findSession(tx, issued.sessionId);
  if (!user || !session) throw new Error('session or user vanished while issuing tokens');
  const { aal, amr } = sessionAssurance(await listAmrClaims(tx, session.id));
  const claims = buildAccessClaims(
    {
      id: user.id,
      aud: user.aud,
      role: user.role,
      email: user.email,
      phone: user.phone,
      appMetadata: user.raw_app_meta_data ?? {},
      userMetadata: user.raw_user_meta_data ?? {},
      isAnonymous: user.is_anonymous,
    },
    { id: session.id, aal, amr },
    { issuer: deps.issuer, nowMs: deps.now(), ttlSeconds: deps.settings.jwtExpirySeconds },
  );
  return {
    access_token: signAccessToken(claims as unknown as Record<string, unknown>, deps.signing),
    token_type: 'bearer',
    expires_in: claims.exp - claims.iat,
    expires_at: claims.exp,
    refresh_token: issued.refreshToken,
    user: await loadUserJson(tx, user.id),
    ...(issued.weakPassword ? { weak_password: issued.weakPassword } : {}),
  };
}
