import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { isoTime } from '../userJson.ts';
import { epochMs, timestampParam } from './authTransaction.ts';

/** auth.mfa_factors and auth.mfa_challenges: TOTP factors, their challenges, and the sessions they raise. */

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  phone: string | null;
  created_at: number;
  updated_at: number;
  last_challenged_at: number | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: number;
  verified_at: number | null;
  ip_address: string;
}

const FACTOR_COLUMNS = `f.id, f.user_id, f.friendly_name, f.factor_type::text, f.status::text, f.secret, f.phone,
  ${epochMs('f.created_at')}, ${epochMs('f.updated_at')}, ${epochMs('f.last_challenged_at')}`;

/** The factor object of GoTrue's responses (user.factors, admin factor routes). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: isoTime(factor.created_at),
    updated_at: isoTime(factor.updated_at),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at === null ? null : isoTime(factor.last_challenged_at),
  };
}

export async function listFactors(tx: Queryable, userIds: readonly string[]): Promise<FactorRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.user_id = any($1::uuid[]) order by f.created_at, f.id`,
    [userIds],
  );
  return rows;
}

export async function findUserFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.user_id = $1 and f.id = $2`,
    [userId, factorId],
  );
  return rows[0];
}

/** GoTrue's DeleteExpiredFactors: unverified factors never challenged, older than `validityMs`. */
export async function deleteExpiredFactors(tx: Queryable, validityMs: number, nowMs: number): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at < $1`,
    [timestampParam(nowMs - validityMs)],
  );
}

export async function insertTotpFactor(
  tx: Queryable,
  factor: { userId: string; friendlyName: string; secret: string },
  nowMs: number,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, factor.userId, factor.friendlyName, timestampParam(nowMs), factor.secret],
  );
  return id;
}

export async function markFactorVerified(tx: Queryable, factorId: string, nowMs: number): Promise<void> {
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [
    factorId,
    timestampParam(nowMs),
  ]);
}

/** GoTrue's DeleteUnverifiedFactors: the others left half-enrolled once one of the type is verified. */
export async function deleteUnverifiedFactors(
  tx: Queryable,
  userId: string,
  factorType: string,
): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type::text = $2`,
    [userId, factorType],
  );
}

export async function deleteFactor(tx: Queryable, factorId: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

export async function insertChallenge(
  tx: Queryable,
  factorId: string,
  ipAddress: string,
  nowMs: number,
): Promise<string> {
  const id = randomUUID();
  const now = timestampParam(nowMs);
  await tx.query(
    'insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4::inet)',
    [id, factorId, now, ipAddress],
  );
  // last_challenged_at is unique in GoTrue's schema; GoTrue writes Go's microsecond clock there, so two users
  // challenged in the same millisecond of the injectable clock must not collide: the database's own clock.
  await tx.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1', [
    factorId,
  ]);
  return id;
}

export async function findChallenge(
  tx: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await tx.query<ChallengeRow>(
    `select c.id, c.factor_id, ${epochMs('c.created_at')}, ${epochMs('c.verified_at')}, host(c.ip_address) as ip_address
       from auth.mfa_challenges c where c.factor_id = $1 and c.id = $2 for update`,
    [factorId, challengeId],
  );
  return rows[0];
}

export async function markChallengeVerified(
  tx: Queryable,
  challengeId: string,
  nowMs: number,
): Promise<void> {
  await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [
    challengeId,
    timestampParam(nowMs),
  ]);
}

export async function deleteChallenge(tx: Queryable, challengeId: string): Promise<void> {
  await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * GoTrue's DowngradeSessionsToAAL1 after a factor goes: the sessions it raised lose its claim and drop to
 * aal1. Called before the factor row is deleted (sessions point at it by factor_id).
 */
export async function downgradeSessionsOfFactor(
  tx: Queryable,
  factor: FactorRow,
  nowMs: number,
): Promise<void> {
  const method = factor.factor_type === 'totp' ? 'totp' : `mfa/${factor.factor_type}`;
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [factor.id, method],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $3
      where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id, timestampParam(nowMs)],
  );
}

/** GoTrue's InvalidateSessionsWithAALLessThan(aal2): the user's other, weaker sessions end. */
export async function deleteSessionsBelowAal2(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
}
