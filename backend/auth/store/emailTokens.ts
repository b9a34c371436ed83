import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { mergeMetadata, type UserRow } from '../userJson.ts';
import { timestampParam } from './authTransaction.ts';

/**
 * The tokens behind email links and codes, kept as GoTrue keeps them: the hash on the auth.users row
 * (`confirmation_token`, `recovery_token`, `email_change_token_*`, `reauthentication_token` with their
 * `*_sent_at`) and a row in auth.one_time_tokens (one per user and kind) that links are looked up by.
 * Every use clears them, so a link works once.
 */

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** GoTrue's CreateOneTimeToken: replaces the user's token of that kind. */
export async function saveOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4, lower($5))`,
    [randomUUID(), userId, type, hash, relatesTo],
  );
}

/** The user a link's token hash belongs to, if it is one of `types`. */
export async function findUserIdByTokenHash(
  tx: Queryable,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<{ userId: string; type: OneTimeTokenType } | undefined> {
  const { rows } = await tx.query<{ user_id: string; token_type: OneTimeTokenType }>(
    `select user_id, token_type::text as token_type from auth.one_time_tokens
      where token_hash = $1 and token_type::text = any($2::text[]) limit 1`,
    [hash, types],
  );
  return rows[0] && { userId: rows[0].user_id, type: rows[0].token_type };
}

/** The user of a pending email change whose current or new address is `email`, with this token hash. */
export async function findUserIdByEmailChangeToken(
  tx: Queryable,
  email: string,
  hash: string,
  secureEmailChange: boolean,
): Promise<string | undefined> {
  const types = secureEmailChange
    ? ['email_change_token_current', 'email_change_token_new']
    : ['email_change_token_new'];
  const { rows } = await tx.query<{ user_id: string }>(
    `select user_id from auth.one_time_tokens
      where token_hash = any(array[$1, 'pkce_' || $1]) and relates_to = lower($2) and token_type::text = any($3::text[])
      limit 1`,
    [hash, email, types],
  );
  return rows[0]?.user_id;
}

export async function clearOneTimeTokens(
  tx: Queryable,
  userId: string,
  type?: OneTimeTokenType,
): Promise<void> {
  if (type)
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  else await tx.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

export async function recordConfirmationSent(
  tx: Queryable,
  user: UserRow,
  hash: string,
  nowMs: number,
  invited: boolean,
): Promise<void> {
  const now = timestampParam(nowMs);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = $3,
            invited_at = case when $4 then $3::timestamptz else invited_at end
      where id = $1`,
    [user.id, hash, now, invited],
  );
  await saveOneTimeToken(tx, user.id, 'confirmation_token', hash, user.email ?? '');
}

export async function recordRecoverySent(
  tx: Queryable,
  user: UserRow,
  hash: string,
  nowMs: number,
): Promise<void> {
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1', [
    user.id,
    hash,
    timestampParam(nowMs),
  ]);
  await saveOneTimeToken(tx, user.id, 'recovery_token', hash, user.email ?? '');
}

export async function recordReauthenticationSent(
  tx: Queryable,
  user: UserRow,
  hash: string,
  nowMs: number,
): Promise<void> {
  await tx.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = $3 where id = $1',
    [user.id, hash, timestampParam(nowMs)],
  );
  await saveOneTimeToken(tx, user.id, 'reauthentication_token', hash, user.email ?? '');
}

/**
 * A pending change to `newEmail`. A token left out keeps its column and one-time token as they were
 * (admin.generateLink makes one link, and GoTrue stores only that link's token); an empty current token
 * clears it (a change that only the new address confirms).
 */
export async function recordEmailChangeSent(
  tx: Queryable,
  user: UserRow,
  change: { newEmail: string; tokenNew?: string; tokenCurrent?: string },
  nowMs: number,
): Promise<void> {
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = coalesce($3, email_change_token_new),
            email_change_token_current = coalesce($4, email_change_token_current),
            email_change_sent_at = $5, email_change_confirm_status = 0
      where id = $1`,
    [user.id, change.newEmail, change.tokenNew ?? null, change.tokenCurrent ?? null, timestampParam(nowMs)],
  );
  if (change.tokenCurrent === '') await clearOneTimeTokens(tx, user.id, 'email_change_token_current');
  if (change.tokenCurrent) {
    await saveOneTimeToken(tx, user.id, 'email_change_token_current', change.tokenCurrent, user.email ?? '');
  }
  if (change.tokenNew) {
    await saveOneTimeToken(tx, user.id, 'email_change_token_new', change.tokenNew, change.newEmail);
  }
}

/** GoTrue's user.Confirm: the address is confirmed, marked verified, and every pending token dies. */
export async function confirmEmail(tx: Queryable, user: UserRow, nowMs: number): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, $2),
            raw_user_meta_data = $3::jsonb
      where id = $1`,
    [
      user.id,
      timestampParam(nowMs),
      JSON.stringify(mergeMetadata(user.raw_user_meta_data, { email_verified: true })),
    ],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  await clearOneTimeTokens(tx, user.id);
}

/** GoTrue's user.Recover: the recovery link is spent, and so is every other pending token. */
export async function consumeRecovery(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update auth.users set recovery_token = '' where id = $1`, [userId]);
  await clearOneTimeTokens(tx, userId);
}

/** One of two confirmations of a secure email change arrived (email_change_confirm_status 1). */
export async function acceptHalfEmailChange(
  tx: Queryable,
  userId: string,
  which: 'email_change_token_current' | 'email_change_token_new',
): Promise<void> {
  await tx.query(`update auth.users set email_change_confirm_status = 1, ${which} = '' where id = $1`, [
    userId,
  ]);
  await clearOneTimeTokens(tx, userId, which);
}

/** GoTrue's ConfirmEmailChange: the new address becomes the account's, confirmed, in user and identity. */
export async function applyEmailChange(tx: Queryable, user: UserRow, nowMs: number): Promise<void> {
  const email = user.email_change ?? '';
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '',
            email_change_token_new = '', email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, $3)
      where id = $1`,
    [user.id, email, timestampParam(nowMs)],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true)
      where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
  await clearOneTimeTokens(tx, user.id);
}

/** GoTrue's ConfirmReauthentication: the nonce is spent. */
export async function consumeReauthentication(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [userId],
  );
  await clearOneTimeTokens(tx, userId, 'reauthentication_token');
}

/** GoTrue's UpdatePassword: a new password voids every pending link and code. */
export async function clearPendingTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
            recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
            email_change_sent_at = null, phone_change_token = '', phone_change_sent_at = null,
            reauthentication_token = '', reauthentication_sent_at = null
      where id = $1`,
    [userId],
  );
  await clearOneTimeTokens(tx, userId);
}
