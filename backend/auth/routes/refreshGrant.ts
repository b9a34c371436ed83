import type { Context } from 'hono';
import { z } from 'zod';
import { type AuthError, badRequest } from '../authError.ts';
import type { AuthDeps } from '../authOptions.ts';
import { clientMeta, readJsonBody } from '../http.ts';
import { decideRefresh, isWellFormedRefreshToken } from '../refreshRotation.ts';
import { sessionResponse } from '../sessionResponse.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import {
  findActiveToken,
  findRefreshTokenForUpdate,
  findSession,
  markRefreshed,
  revokeSessionTokens,
  swapRefreshToken,
} from '../store/sessions.ts';
import { findUserById } from '../store/users.ts';
import { isBanned } from '../userJson.ts';

/** POST /token?grant_type=refresh_token with GoTrue's rotation and reuse rules (B.4). */

const RefreshGrantBody = z.object({ refresh_token: z.string().nullish() });

const notFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const noSession = () => badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');

export async function refreshGrant(c: Context, deps: AuthDeps): Promise<Record<string, unknown>> {
  const { refresh_token: token } = await readJsonBody(c, RefreshGrantBody);
  if (!isWellFormedRefreshToken(token)) throw badRequest('validation_failed', 'Refresh token is not valid');
  const now = deps.now();
  // A detected reuse revokes the token family and must commit even though the request fails, so the
  // transaction returns the refusal instead of throwing it.
  const outcome = await asAuthAdmin(
    deps.db,
    async (tx): Promise<{ refused: AuthError } | { session: Record<string, unknown> }> => {
      const presented = await findRefreshTokenForUpdate(tx, token);
      if (!presented) throw notFound();
      const user = await findUserById(tx, presented.user_id);
      if (!user) throw notFound();
      if (isBanned(user, now)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
      const session = presented.session_id ? await findSession(tx, presented.session_id) : undefined;
      if (!session) throw noSession();
      if (session.not_after !== null && now > session.not_after) {
        throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
      }
      const active = presented.revoked ? await findActiveToken(tx, session.id) : undefined;
      const decision = decideRefresh(
        { token: presented.token, revoked: presented.revoked, updatedAtMs: presented.updated_at },
        active,
        now,
        deps.settings.refreshTokenReuseIntervalSeconds,
      );
      if (decision.kind === 'reject-reuse') {
        await revokeSessionTokens(tx, session.id, now);
        return { refused: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
      const refreshToken =
        decision.kind === 'return-active' ? active!.token : await swapRefreshToken(tx, presented, now);
      await markRefreshed(tx, session.id, now, clientMeta(c, deps));
      return {
        session: await sessionResponse(tx, deps, { userId: user.id, sessionId: session.id, refreshToken }),
      };
    },
  );
  if ('refused' in outcome) throw outcome.refused;
  return outcome.session;
}
