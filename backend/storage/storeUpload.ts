import { createHash } from 'node:crypto';
import { switchRole } from '../db/asRole.ts';
import type { StorageDeps } from './deps.ts';
import { storageErrors } from './errors.ts';
import type { StorageIdentity } from './identity.ts';
import { type IncomingFile, readIncomingFile } from './incomingFile.ts';
import { effectiveFileSizeLimit, isEmptyFolderPlaceholder } from './limits.ts';
import { isAllowedMimeType } from './mime.ts';
import { type BucketLimits, insertObject, type NewObject, writeBlob } from './objectStore.ts';
import type { ObjectMetadata } from './rows.ts';
import { asStorageAdmin, asStorageUser } from './session.ts';

/**
 * Reads an upload's file within the bucket's limits, as Storage does: the declared type must be in
 * `allowed_mime_types` and the size within `file_size_limit` (never above the global limit). The bytes
 * themselves are stored as declared; checking what they really are is the server functions' job.
 */
export function readUploadWithinLimits(
  request: Request,
  deps: StorageDeps,
  target: BucketLimits,
  key: string,
): Promise<IncomingFile> {
  const placeholder = isEmptyFolderPlaceholder(key);
  const limit = placeholder ? 0 : effectiveFileSizeLimit(target.file_size_limit, deps.maxFileSize);
  return readIncomingFile(request, limit, (mimetype) => {
    if (!placeholder && !isAllowedMimeType(mimetype, target.allowed_mime_types)) {
      throw storageErrors.invalidMimeType(mimetype);
    }
  });
}

/**
 * Inserts (or upserts) the row and its bytes in one transaction: acknowledged means committed. The row is
 * written as the request's role (policies decide) or, for signed upload URLs whose permission was checked
 * at signing, as the storage admin; the bytes always go in as the storage admin. Returns the row's id.
 */
export function commitUpload(
  deps: StorageDeps,
  writer: StorageIdentity | 'storage admin',
  operation: string,
  row: NewObject,
  file: IncomingFile,
  upsert: boolean,
): Promise<string> {
  // Storage's uploader stores `{ ...userMetadata }`: without metadata the row (and info()) has {}.
  const stored = { ...row, metadata: objectMetadata(file), userMetadata: file.userMetadata ?? {} };
  const work = async (tx: Parameters<Parameters<typeof asStorageAdmin>[1]>[0]) => {
    await insertObject(tx, stored, upsert);
    await switchRole(tx, 'supabase_storage_admin');
    await writeBlob(tx, row.bucketId, row.name, file.bytes);
    const { rows } = await tx.query<{ id: string }>(
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [row.bucketId, row.name],
    );
    return rows[0]?.id ?? stored.id;
  };
  return writer === 'storage admin'
    ? asStorageAdmin(deps.ctx.db, work)
    : asStorageUser(deps.ctx.db, writer, operation, work);
}

/** The `metadata` column Storage fills from the stored object (S3 head-object fields). */
function objectMetadata(file: IncomingFile): ObjectMetadata {
  const size = file.bytes.byteLength;
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}
