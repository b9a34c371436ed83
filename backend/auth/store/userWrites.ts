import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { isPgError } from '../../db/database.ts';
import { emailExists, unprocessable } from '../authError.ts';
import { mergeMetadata, type UserRow } from '../userJson.ts';
import { timestampParam } from './authTransaction.ts';
import { upsertIdentity } from './identities.ts';

/** Inserts and updates of auth.users with their email/phone identities, shared by admin and user routes. */

export interface NewUser {
  id: string;
  role: string;
  email: string | null;
  phone: string | null;
  encryptedPassword: string;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  bannedUntilMs: number | null;
}

/** Unique violations that a race past the duplicate checks can still hit become GoTrue's 422s. */
export function rethrowUniqueViolation(error: unknown): never {
  if (isPgError(error) && error.code === '23505') {
    if (/phone/.test(error.detail ?? error.message)) {
      throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
    }
    if (/email/.test(error.detail ?? error.message)) throw emailExists();
    throw unprocessable('user_already_exists', 'User already registered');
  }
  throw error;
}

export async function insertUser(tx: Queryable, user: NewUser, nowMs: number): Promise<void> {
  const now = timestampParam(nowMs);
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
         phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
         is_super_admin, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5,
         case when $6 then $10::timestamptz end, case when $7 then $10::timestamptz end, $8::jsonb, $9::jsonb,
         $10, $10, $11,
         false, false, false)`,
      [
        user.id,
        user.role,
        user.email,
        user.phone,
        user.encryptedPassword,
        user.emailConfirmed,
        user.phoneConfirmed,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
        now,
        user.bannedUntilMs === null ? null : timestampParam(user.bannedUntilMs),
      ],
    );
  } catch (error) {
    rethrowUniqueViolation(error);
  }
  if (user.email)
    await upsertIdentity(tx, user.id, 'email', { email: user.email }, user.emailConfirmed, nowMs);
  if (user.phone)
    await upsertIdentity(tx, user.id, 'phone', { phone: user.phone }, user.phoneConfirmed, nowMs);
}

/** A new, unconfirmed email user as GoTrue's sign-up and invite make them; returns its id. */
export async function insertEmailUser(
  tx: Queryable,
  user: { email: string; data: Record<string, unknown>; encryptedPassword: string },
  nowMs: number,
): Promise<string> {
  const id = randomUUID();
  await insertUser(
    tx,
    {
      id,
      role: 'authenticated',
      email: user.email,
      phone: null,
      encryptedPassword: user.encryptedPassword,
      emailConfirmed: false,
      phoneConfirmed: false,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: user.data,
      bannedUntilMs: null,
    },
    nowMs,
  );
  return id;
}

export interface UserChanges {
  email?: string;
  emailConfirm?: boolean;
  phone?: string;
  phoneConfirm?: boolean;
  encryptedPassword?: string;
  role?: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** null lifts a ban. */
  bannedUntilMs?: number | null;
}

/** Applies `changes` (metadata merged key by key, null deleting a key) and keeps identities in step. */
export async function updateUser(
  tx: Queryable,
  user: UserRow,
  changes: UserChanges,
  nowMs: number,
): Promise<void> {
  const now = timestampParam(nowMs);
  const sets: string[] = ['updated_at = $2'];
  const params: unknown[] = [user.id, now];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  const setJson = (column: string, value: Record<string, unknown>) =>
    set(column, JSON.stringify(value), '::jsonb');
  let userMetadata = changes.userMetadata
    ? mergeMetadata(user.raw_user_meta_data, changes.userMetadata)
    : undefined;
  if (changes.emailConfirm && user.email_confirmed_at === null) {
    set('email_confirmed_at', now);
    userMetadata = mergeMetadata(userMetadata ?? user.raw_user_meta_data, { email_verified: true });
  }
  if (changes.phoneConfirm && user.phone_confirmed_at === null) set('phone_confirmed_at', now);
  if (changes.email !== undefined) set('email', changes.email);
  if (changes.phone !== undefined) set('phone', changes.phone);
  if (changes.encryptedPassword !== undefined) set('encrypted_password', changes.encryptedPassword);
  if (changes.role !== undefined) set('role', changes.role);
  if (changes.appMetadata)
    setJson('raw_app_meta_data', mergeMetadata(user.raw_app_meta_data, changes.appMetadata));
  if (userMetadata) setJson('raw_user_meta_data', userMetadata);
  if (changes.bannedUntilMs !== undefined) {
    set('banned_until', changes.bannedUntilMs === null ? null : timestampParam(changes.bannedUntilMs));
  }
  try {
    await tx.query(`update auth.users set ${sets.join(', ')} where id = $1`, params);
  } catch (error) {
    rethrowUniqueViolation(error);
  }
  const identityEmail = changes.email ?? (changes.emailConfirm ? user.email : null);
  if (identityEmail) {
    await upsertIdentity(
      tx,
      user.id,
      'email',
      { email: identityEmail },
      changes.emailConfirm === true,
      nowMs,
    );
  }
  const identityPhone = changes.phone ?? (changes.phoneConfirm ? user.phone : null);
  if (identityPhone) {
    await upsertIdentity(
      tx,
      user.id,
      'phone',
      { phone: identityPhone },
      changes.phoneConfirm === true,
      nowMs,
    );
  }
}

/** GoTrue's hard delete; sessions, refresh tokens and identities cascade. */
export async function deleteUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from auth.users where id = $1', [userId]);
}

/** GoTrue's soft delete: the row stays for references, but it can no longer sign in or be found by email. */
export async function softDeleteUser(tx: Queryable, userId: string, nowMs: number): Promise<void> {
  const now = timestampParam(nowMs);
  await tx.query(
    `update auth.users set deleted_at = $2, updated_at = $2, email = null, phone = null, encrypted_password = '',
            raw_app_meta_data = '{}', raw_user_meta_data = '{}'
      where id = $1 and deleted_at is null`,
    [userId, now],
  );
  await tx.query('delete from auth.identities where user_id = $1', [userId]);
  await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  await tx.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
}
