import { switchRole } from '../../db/asRole.ts';
import type { Database, Queryable } from '../../db/database.ts';

/**
 * Runs `work` in one transaction as supabase_auth_admin, the role hosted Supabase's auth server uses: it
 * owns the auth tables and nothing else, so auth code never acts as the superuser.
 */
export function asAuthAdmin<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await switchRole(tx, 'supabase_auth_admin');
    return work(tx);
  });
}

/** `col` as milliseconds since the epoch (float8 arrives as a number from both drivers). */
export const epochMs = (column: string, alias = column.replace(/^\w+\./, '')) =>
  `(extract(epoch from ${column}) * 1000)::float8 as ${alias}`;

/** A clock reading as a timestamptz parameter, so the injectable clock also dates what is stored. */
export const timestampParam = (ms: number) => new Date(ms).toISOString();
