import { createHash, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { switchRole } from '../../db/asRole.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { type IncomingFile, readIncomingFile } from '../incomingFile.ts';
import { effectiveFileSizeLimit } from '../limits.ts';
import { isAllowedMimeType } from '../mime.ts';
import { findBucket, insertObject, type NewObject, writeBlob } from '../objectStore.ts';
import { bucketAndKey } from '../paths.ts';
import type { ObjectMetadata } from '../rows.ts';
import { asStorageAdmin, asStorageUser, ownerUuid, subject, testPermission } from '../session.ts';
import { contentMatchesType } from '../sniff.ts';

/**
 * POST /object/{bucket}/{path} (x-upsert decides) and PUT (always an upsert), multipart or raw body.
 * Order of checks, as Storage: bucket, then the row permission (RLS, tested and rolled back) before a
 * byte is read, then size, type and content; finally row and bytes commit together in one transaction.
 */
export function registerUploadRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/:bucket/*', (c) => upload(c, deps, c.req.header('x-upsert') === 'true'));
  app.put('/object/:bucket/*', (c) => upload(c, deps, true));
}

async function upload(c: Context, deps: StorageDeps, upsert: boolean): Promise<Response> {
  const { db, jwtSecret } = deps.ctx;
  const { bucket, key } = bucketAndKey(c);
  const identity = await storageIdentity(c, jwtSecret);
  const operation = upsert ? 'storage.object.upload_update' : 'storage.object.upload';

  const target = await asStorageAdmin(db, (tx) => findBucket(tx, bucket), { readOnly: true });
  if (!target) throw storageErrors.noSuchBucket();

  const row: NewObject = {
    id: randomUUID(),
    bucketId: bucket,
    name: key,
    owner: ownerUuid(identity),
    ownerId: subject(identity) ?? null,
    version: randomUUID(),
    metadata: null,
    userMetadata: null,
  };
  await testPermission(db, identity, operation, (tx) => insertObject(tx, row, upsert));

  const limit = effectiveFileSizeLimit(target.file_size_limit, deps.maxFileSize);
  const file = await readIncomingFile(c.req.raw, limit, (mimetype) => {
    if (!isAllowedMimeType(mimetype, target.allowed_mime_types))
      throw storageErrors.invalidMimeType(mimetype);
  });
  if (!contentMatchesType(file.bytes, file.mimetype)) throw storageErrors.contentMismatch(file.mimetype);

  const stored = { ...row, metadata: objectMetadata(file), userMetadata: file.userMetadata };
  const id = await asStorageUser(db, identity, operation, async (tx) => {
    await insertObject(tx, stored, upsert);
    // The bytes go in as Storage's own role, in the same transaction: acknowledged means committed.
    await switchRole(tx, 'supabase_storage_admin');
    await writeBlob(tx, bucket, key, file.bytes);
    const { rows } = await tx.query<{ id: string }>(
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, key],
    );
    return rows[0]?.id ?? stored.id;
  });
  return c.json({ Id: id, Key: `${bucket}/${key}` });
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
