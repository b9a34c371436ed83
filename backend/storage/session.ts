import { asRole, switchRole } from '../db/asRole.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { StorageIdentity } from './identity.ts';

export interface SessionOptions {
  readOnly?: boolean;
}

/**
 * Runs `work` in one transaction as the request's role, so policies on storage.objects and
 * storage.buckets decide. Besides PostgREST's settings it sets the ones Storage adds
 * (`request.jwt`, legacy `request.jwt.claim.*`, `storage.operation`), which policies may read.
 */
export function asStorageUser<T>(
  db: Database,
  identity: StorageIdentity,
  operation: string,
  work: (tx: Queryable) => Promise<T>,
  options: SessionOptions = {},
): Promise<T> {
  return asRole(
    db,
    identity,
    async (tx) => {
      await tx.query(
        `select set_config('request.jwt', $1, true),
                set_config('request.jwt.claim.role', $2, true),
                set_config('request.jwt.claim.sub', $3, true),
                set_config('storage.operation', $4, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [identity.token, identity.claims.role, subject(identity) ?? '', operation],
      );
      return work(tx);
    },
    options,
  );
}

/** Storage's own reads and writes (public buckets, signed URLs, blob bytes) run as its admin role. */
export function asStorageAdmin<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
  options: SessionOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await switchRole(tx, 'supabase_storage_admin');
    return work(tx);
  }, options);
}

/** Returns to the request's role after a step run as the storage admin in the same transaction. */
export async function switchBackToUser(tx: Queryable, identity: StorageIdentity): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [identity.claims.role]);
}

/** The JWT's `sub`, which Storage records as `owner_id`. */
export function subject(identity: StorageIdentity): string | undefined {
  const sub = identity.claims.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deprecated `owner` uuid column is only filled when `sub` is a uuid. */
export function ownerUuid(identity: StorageIdentity): string | null {
  return uuidOrNull(subject(identity));
}

export function uuidOrNull(sub: string | undefined): string | null {
  return sub !== undefined && UUID.test(sub) ? sub : null;
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs `work` as the request's role and always rolls it back: Storage tests a write's permission this way
 * before it reads the upload body, so a client without rights never makes the server buffer its bytes.
 */
export async function testPermission(
  db: Database,
  identity: StorageIdentity,
  operation: string,
  work: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  try {
    await asStorageUser(db, identity, operation, async (tx) => {
      await work(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}
