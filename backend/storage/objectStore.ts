import type { Queryable } from '../db/database.ts';
import { OBJECT_COLUMNS, type ObjectMetadata, type ObjectRow } from './rows.ts';

/**
 * The SQL on storage.objects and storage_local.blobs. Which role runs each statement is the caller's
 * choice: row statements run as the request's role (policies decide), byte statements as the storage admin.
 */

export interface BucketLimits {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export async function findBucket(tx: Queryable, bucketId: string): Promise<BucketLimits | undefined> {
  const { rows } = await tx.query<BucketLimits & { file_size_limit: string | null }>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    public: row.public === true,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  };
}

export interface NewObject {
  id: string;
  bucketId: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts (or, for an upsert, replaces) an object row. No RETURNING: reading the row back would also need
 * a SELECT policy, and an "insert only" policy (anonymous uploads) must be enough to upload.
 */
export async function insertObject(tx: Queryable, object: NewObject, upsert: boolean): Promise<void> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) ${conflict}`,
    [
      object.id,
      object.bucketId,
      object.name,
      object.owner,
      object.ownerId,
      object.version,
      object.metadata === null ? null : JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
    ],
  );
}

export async function findObject(
  tx: Queryable,
  bucketId: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0];
}

/** Stores the bytes of an object whose row exists in the same transaction (as the storage admin). */
export async function writeBlob(
  tx: Queryable,
  bucketId: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  await tx.query(
    `insert into storage_local.blobs (bucket_id, name, data) values ($1, $2, $3)
     on conflict (bucket_id, name) do update set data = excluded.data`,
    [bucketId, name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
  );
}

export async function readBlob(
  tx: Queryable,
  bucketId: string,
  name: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  // bytea arrives as a Buffer (node-postgres) or a Uint8Array (PGlite), both over a plain ArrayBuffer.
  const { rows } = await tx.query<{ data: Uint8Array<ArrayBuffer> }>(
    'select data from storage_local.blobs where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0]?.data;
}

/** Copies the bytes of one object to another (as the storage admin); false when the source has none. */
export async function copyBlob(
  tx: Queryable,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into storage_local.blobs (bucket_id, name, data)
     select $3, $4, data from storage_local.blobs where bucket_id = $1 and name = $2
     on conflict (bucket_id, name) do update set data = excluded.data`,
    [from.bucketId, from.name, to.bucketId, to.name],
  );
  return rowCount > 0;
}
