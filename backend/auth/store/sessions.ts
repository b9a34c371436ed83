import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../../db/database.ts';
import { type ActiveToken, generateRefreshToken } from '../refreshRotation.ts';
import { epochMs, timestampParam } from './authTransaction.ts';

/** auth.sessions and auth.refresh_tokens: one session per sign-in, a chain of refresh tokens per session. */

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  factor_id: string | null;
  created_at: number;
  not_after: number | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: number;
}

export interface ClientMeta {
  userAgent: string | undefined;
  ip: string | undefined;
}

const SESSION_COLUMNS = `s.id, s.user_id, s.aal::text, s.factor_id, ${epochMs('s.created_at')}, ${epochMs('s.not_after')}`;

export async function findSession(tx: Queryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await tx.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions s where s.id = $1`,
    [id],
  );
  return rows[0];
}

/** Starts a session proved by `method` (`password`, `otp`, `anonymous`…) and its first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  nowMs: number,
  meta: ClientMeta,
  method: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const now = timestampParam(nowMs);
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet)`,
    [
      sessionId,
      userId,
      now,
      meta.userAgent?.slice(0, 1000) ?? null,
      meta.ip && isIP(meta.ip) ? meta.ip : null,
    ],
  );
  await addAmrClaim(tx, sessionId, method, nowMs);
  const refreshToken = await insertRefreshToken(tx, { userId, sessionId, parent: null, nowMs });
  return { sessionId, refreshToken };
}

/** Records that the session proved `method` now (GoTrue's AddClaimToSession: one row per method). */
export async function addAmrClaim(
  tx: Queryable,
  sessionId: string,
  method: string,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = $3`,
    [randomUUID(), sessionId, timestampParam(nowMs), method],
  );
}

export async function listAmrClaims(
  tx: Queryable,
  sessionId: string,
): Promise<{ method: string; updatedAtMs: number }[]> {
  const { rows } = await tx.query<{ method: string; updated_at: number }>(
    `select c.authentication_method as method, ${epochMs('c.updated_at')}
       from auth.mfa_amr_claims c where c.session_id = $1`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, updatedAtMs: row.updated_at }));
}

/** The session's assurance level and the factor that raised it (GoTrue's UpdateAALAndAssociatedFactor). */
export async function setSessionAal(
  tx: Queryable,
  sessionId: string,
  aal: string,
  factorId: string | null,
  nowMs: number,
): Promise<void> {
  await tx.query(
    'update auth.sessions set aal = $2::auth.aal_level, factor_id = $3, updated_at = $4 where id = $1',
    [sessionId, aal, factorId, timestampParam(nowMs)],
  );
}

async function insertRefreshToken(
  tx: Queryable,
  token: { userId: string; sessionId: string; parent: string | null; nowMs: number },
): Promise<string> {
  const value = generateRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, $3, $3, $4, $5)`,
    [value, token.userId, timestampParam(token.nowMs), token.parent, token.sessionId],
  );
  return value;
}

/** The presented token, row-locked so concurrent refreshes of one token take turns. */
export async function findRefreshTokenForUpdate(
  tx: Queryable,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select r.id::text as id, r.token, r.user_id, coalesce(r.revoked, false) as revoked, r.parent,
            r.session_id, ${epochMs('r.updated_at')}
       from auth.refresh_tokens r where r.token = $1 for update`,
    [token],
  );
  return rows[0];
}

export async function findActiveToken(tx: Queryable, sessionId: string): Promise<ActiveToken | undefined> {
  const { rows } = await tx.query<ActiveToken>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

/** GoTrue's GrantRefreshTokenSwap: revoke the presented token, issue its child in the same session. */
export async function swapRefreshToken(
  tx: Queryable,
  presented: RefreshTokenRow,
  nowMs: number,
): Promise<string> {
  // A token revoked earlier keeps its revocation time, so reuse cannot stretch its own window.
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1 and revoked = false`,
    [presented.id, timestampParam(nowMs)],
  );
  return insertRefreshToken(tx, {
    userId: presented.user_id,
    sessionId: presented.session_id!,
    parent: presented.token,
    nowMs,
  });
}

/** GoTrue's RevokeTokenFamily for tokens with a session: every live token of the session. */
export async function revokeSessionTokens(tx: Queryable, sessionId: string, nowMs: number): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false`,
    [sessionId, timestampParam(nowMs)],
  );
}

export async function markRefreshed(
  tx: Queryable,
  sessionId: string,
  nowMs: number,
  meta: ClientMeta,
): Promise<void> {
  await tx.query(
    `update auth.sessions
        set refreshed_at = ($2::timestamptz at time zone 'utc'), updated_at = $2, user_agent = $3, ip = $4::inet
      where id = $1`,
    [
      sessionId,
      timestampParam(nowMs),
      meta.userAgent?.slice(0, 1000) ?? null,
      meta.ip && isIP(meta.ip) ? meta.ip : null,
    ],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions; their refresh tokens go with them (on delete cascade). */
export async function deleteSessions(
  tx: Queryable,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string | undefined,
): Promise<void> {
  if (scope === 'local' && currentSessionId) {
    await tx.query('delete from auth.sessions where id = $1', [currentSessionId]);
  } else if (scope === 'others' && currentSessionId) {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, currentSessionId]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    // Tokens from before sessions existed belong to no session; GoTrue's Logout removes them too.
    await tx.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
  }
}
