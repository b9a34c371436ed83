import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { findBucket, insertObject, type NewObject } from '../objectStore.ts';
import { bucketAndKey } from '../paths.ts';
import { asStorageAdmin, ownerUuid, subject, testPermission } from '../session.ts';
import { commitUpload, readUploadWithinLimits } from '../storeUpload.ts';

/**
 * POST /object/{bucket}/{path} (x-upsert decides) and PUT (always an upsert), multipart or raw body.
 * Order of checks, as Storage: bucket, then the row permission (RLS, tested and rolled back) before a
 * byte is read, then the declared type and the size; finally row and bytes commit in one transaction.
 */
export function registerUploadRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/:bucket/*', (c) => upload(c, deps, c.req.header('x-upsert') === 'true'));
  app.put('/object/:bucket/*', (c) => upload(c, deps, true));
}

async function upload(c: Context, deps: StorageDeps, upsert: boolean): Promise<Response> {
  const { bucket, key } = bucketAndKey(c);
  const identity = await storageIdentity(c, deps.ctx.signing);
  const operation = upsert ? 'storage.object.upload_update' : 'storage.object.upload';

  const target = await asStorageAdmin(deps.ctx.db, (tx) => findBucket(tx, bucket), { readOnly: true });
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
  await testPermission(deps.ctx.db, identity, operation, (tx) => insertObject(tx, row, upsert));
  const file = await readUploadWithinLimits(c.req.raw, deps, target, key);
  const id = await commitUpload(deps, identity, operation, row, file, upsert);
  return c.json({ Id: id, Key: `${bucket}/${key}` });
}
