import type { Queryable } from '../../db/database.ts';
import type { IdentityRow, UserRow } from '../userJson.ts';
import { userJson } from '../userJson.ts';
import { epochMs, timestampParam } from './authTransaction.ts';
import { factorJson, listFactors } from './factors.ts';

/** Reads and small updates of auth.users and auth.identities. */

const USER_COLUMNS = [
  'u.id',
  'u.aud',
  'u.role',
  'u.email',
  'u.phone',
  'u.encrypted_password',
  epochMs('u.email_confirmed_at'),
  epochMs('u.phone_confirmed_at'),
  epochMs('u.confirmed_at'),
  epochMs('u.confirmation_sent_at'),
  epochMs('u.recovery_sent_at'),
  'u.email_change',
  epochMs('u.email_change_sent_at'),
  epochMs('u.invited_at'),
  epochMs('u.last_sign_in_at'),
  'u.raw_app_meta_data',
  'u.raw_user_meta_data',
  epochMs('u.created_at'),
  epochMs('u.updated_at'),
  epochMs('u.banned_until'),
  epochMs('u.deleted_at'),
  'u.is_anonymous',
  'u.confirmation_token',
  'u.recovery_token',
  'u.email_change_token_new',
  'u.email_change_token_current',
  'u.email_change_confirm_status',
  'u.reauthentication_token',
  epochMs('u.reauthentication_sent_at'),
].join(', ');

const IDENTITY_COLUMNS = [
  'i.id',
  'i.provider_id',
  'i.user_id',
  'i.identity_data',
  'i.provider',
  epochMs('i.last_sign_in_at'),
  epochMs('i.created_at'),
  epochMs('i.updated_at'),
  'i.email',
].join(', ');

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1`, [id]);
  return rows[0];
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, non-SSO users of the `authenticated` audience. */
export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where lower(u.email) = lower($1) and u.aud = 'authenticated' and u.is_sso_user = false
      order by u.created_at limit 1`,
    [email],
  );
  return rows[0];
}

export async function isEmailTaken(tx: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.users
      where lower(email) = lower($1) and is_sso_user = false and ($2::uuid is null or id <> $2::uuid)`,
    [email, exceptUserId ?? null],
  );
  return rows.length > 0;
}

export async function isPhoneTaken(tx: Queryable, phone: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from auth.users where phone = $1 and ($2::uuid is null or id <> $2::uuid)',
    [phone, exceptUserId ?? null],
  );
  return rows.length > 0;
}

export async function listIdentities(tx: Queryable, userIds: readonly string[]): Promise<IdentityRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.user_id = any($1::uuid[]) order by i.created_at, i.id`,
    [userIds],
  );
  return rows;
}

/** The user JSON of one user, with identities and factors; undefined when the user does not exist. */
export async function loadUserJson(tx: Queryable, id: string): Promise<Record<string, unknown> | undefined> {
  const user = await findUserById(tx, id);
  if (!user) return undefined;
  const factors = await listFactors(tx, [user.id]);
  return userJson(user, await listIdentities(tx, [user.id]), factors.map(factorJson));
}

export async function listUsersPage(
  tx: Queryable,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ users: Record<string, unknown>[]; total: number }> {
  const { rows } = await tx.query<UserRow & { total: number }>(
    `select ${USER_COLUMNS}, (count(*) over ())::float8 as total from auth.users u
      where u.aud = 'authenticated'
      order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = rows[0]?.total ?? (await countUsers(tx));
  const ids = rows.map((row) => row.id);
  const identities = await listIdentities(tx, ids);
  const factors = await listFactors(tx, ids);
  const users = rows.map(({ total: _total, ...user }) =>
    userJson(
      user,
      identities.filter((identity) => identity.user_id === user.id),
      factors.filter((factor) => factor.user_id === user.id).map(factorJson),
    ),
  );
  return { users, total };
}

async function countUsers(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `select count(*)::float8 as total from auth.users where aud = 'authenticated'`,
  );
  return rows[0]?.total ?? 0;
}

export async function recordSignIn(tx: Queryable, userId: string, nowMs: number): Promise<void> {
  const now = timestampParam(nowMs);
  await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [userId, now]);
  await tx.query(
    `update auth.identities set last_sign_in_at = $2, updated_at = $2 where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}
