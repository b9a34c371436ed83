import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { timestampParam } from './authTransaction.ts';

/**
 * The user's email or phone identity, created or brought up to date: identity_data carries
 * `{sub, email|phone, email_verified, phone_verified}` as GoTrue writes it.
 */
export async function upsertIdentity(
  tx: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  contact: { email?: string; phone?: string },
  verified: boolean,
  nowMs: number,
): Promise<void> {
  const now = timestampParam(nowMs);
  const verifiedKey = provider === 'email' ? 'email_verified' : 'phone_verified';
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = $4
      where provider_id = $1 and provider = $2`,
    [userId, provider, JSON.stringify({ ...contact, ...(verified ? { [verifiedKey]: true } : {}) }), now],
  );
  if (updated.rowCount > 0) return;
  const identityData = {
    sub: userId,
    ...contact,
    email_verified: provider === 'email' && verified,
    phone_verified: provider === 'phone' && verified,
  };
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $6, $6)`,
    [randomUUID(), userId, userId, JSON.stringify(identityData), provider, now],
  );
}
