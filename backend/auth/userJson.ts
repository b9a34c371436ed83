/** auth.users / auth.identities rows as the store reads them (timestamps in ms) and their API JSON (B.2). */

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: number | null;
  phone_confirmed_at: number | null;
  confirmed_at: number | null;
  confirmation_sent_at: number | null;
  recovery_sent_at: number | null;
  email_change: string | null;
  email_change_sent_at: number | null;
  invited_at: number | null;
  last_sign_in_at: number | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: number | null;
  updated_at: number | null;
  banned_until: number | null;
  deleted_at: number | null;
  is_anonymous: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: number | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: number | null;
  created_at: number | null;
  updated_at: number | null;
  email: string | null;
}

/** RFC 3339 in UTC with a `Z`, as Go marshals time.Time. */
export const isoTime = (ms: number) => new Date(ms).toISOString();

function optionalTimes(fields: Record<string, number | null>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, ms] of Object.entries(fields)) if (ms !== null) present[name] = isoTime(ms);
  return present;
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    ...optionalTimes({ last_sign_in_at: identity.last_sign_in_at }),
    created_at: identity.created_at === null ? null : isoTime(identity.created_at),
    updated_at: identity.updated_at === null ? null : isoTime(identity.updated_at),
    email: identity.email ?? '',
  };
}

/**
 * The user object of GoTrue's responses; null timestamps are left out, as GoTrue's omitempty does, and so is
 * `factors` when the user has none.
 */
export function userJson(
  user: UserRow,
  identities: readonly IdentityRow[],
  factors: readonly Record<string, unknown>[] = [],
): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    ...optionalTimes({ email_confirmed_at: user.email_confirmed_at }),
    phone: user.phone ?? '',
    ...optionalTimes({
      phone_confirmed_at: user.phone_confirmed_at,
      confirmation_sent_at: user.confirmation_sent_at,
      confirmed_at: user.confirmed_at,
      recovery_sent_at: user.recovery_sent_at,
    }),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...optionalTimes({
      email_change_sent_at: user.email_change_sent_at,
      invited_at: user.invited_at,
      last_sign_in_at: user.last_sign_in_at,
    }),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...(factors.length > 0 ? { factors } : {}),
    created_at: isoTime(user.created_at ?? 0),
    updated_at: isoTime(user.updated_at ?? 0),
    ...optionalTimes({ banned_until: user.banned_until, deleted_at: user.deleted_at }),
    is_anonymous: user.is_anonymous,
  };
}

export function isBanned(user: Pick<UserRow, 'banned_until'>, nowMs: number): boolean {
  return user.banned_until !== null && nowMs < user.banned_until;
}

/**
 * GoTrue's UpdateUserMetaData/UpdateAppMetaData: top-level keys of `updates` replace the stored ones and
 * a null value deletes its key.
 */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  // A Map, not object assignment, so a `__proto__` key stays plain data.
  const merged = new Map(Object.entries(current ?? {}));
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}
