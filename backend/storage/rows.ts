/**
 * SQL column lists and row shapes shared by the routes. Timestamps are rendered as ISO 8601 in UTC inside
 * SQL, because Storage's driver serialises them as JavaScript Dates while ours return Postgres text.
 */
export function iso(column: string, as = column.replace(/^.*\./, '')): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;
}

/** Object metadata Storage keeps in the `metadata` jsonb column. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** A storage.objects row as the API returns it (remove, copy). */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

export const OBJECT_COLUMNS = [
  'id',
  'bucket_id',
  'name',
  'owner',
  'owner_id',
  'version',
  iso('created_at'),
  iso('updated_at'),
  iso('last_accessed_at'),
  'metadata',
  'user_metadata',
].join(', ');

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export const BUCKET_COLUMNS = [
  'id',
  'name',
  'owner',
  'owner_id',
  'public',
  'type',
  'file_size_limit',
  'allowed_mime_types',
  iso('created_at'),
  iso('updated_at'),
].join(', ');

/** int8 arrives as text from both drivers; a bucket's limit is a plain number in the API. */
export function bucketFromRow(row: Record<string, unknown>): BucketRow {
  const limit = row.file_size_limit;
  return { ...(row as unknown as BucketRow), file_size_limit: limit == null ? null : Number(limit) };
}
