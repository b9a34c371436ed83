import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { parseUserMetadata } from '../incomingFile.ts';
import { findBucket, insertObject, type NewObject } from '../objectStore.ts';
import { bucketAndKey } from '../paths.ts';
import { asStorageAdmin, subject, testPermission, uuidOrNull } from '../session.ts';
import { signObjectToken, verifyObjectToken } from '../signedToken.ts';
import { commitUpload, readUploadWithinLimits } from '../storeUpload.ts';

/**
 * Signed upload URLs (storage-js createSignedUploadUrl / uploadToSignedUrl). Signing tests the caller's
 * INSERT (or, with `x-upsert: true`, upsert) permission exactly as an upload would, and hands out a token
 * for that one path, valid for `signedUploadExpiresIn`. Uploading with the token needs no JWT: it runs as
 * the storage admin, as the signer, within the bucket's type list and size limit, once unless upsert.
 */
export function registerSignedUploadRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/upload/sign/:bucket/*', (c) => sign(c, deps));
  app.put('/object/upload/sign/:bucket/*', (c) => uploadWithToken(c, deps));
}

async function sign(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucket, key } = bucketAndKey(c);
  const identity = await storageIdentity(c, deps.ctx.signing);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!(await asStorageAdmin(deps.ctx.db, (tx) => findBucket(tx, bucket), { readOnly: true }))) {
    throw storageErrors.noSuchBucket();
  }
  const owner = subject(identity);
  const declared = c.req.header('x-metadata');
  // Policies may read the declared type and length, as they can for a direct upload.
  const length = c.req.header('content-length');
  const row = newRow(bucket, key, owner, {
    mimetype: c.req.header('content-type'),
    contentLength: length === undefined ? undefined : Number(length),
  });
  row.userMetadata =
    declared === undefined ? null : parseUserMetadata(Buffer.from(declared, 'base64').toString());
  const operation = 'storage.object.sign_upload_url';
  await testPermission(deps.ctx.db, identity, operation, (tx) => insertObject(tx, row, upsert));
  const url = `${bucket}/${key}`;
  const token = await signObjectToken(
    deps.ctx.jwtSecret,
    { scope: 'upload', url, owner, upsert },
    deps.signedUploadExpiresIn,
  );
  return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
}

async function uploadWithToken(c: Context, deps: StorageDeps): Promise<Response> {
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { bucket, key } = bucketAndKey(c);
  const { owner, upsert } = await verifyObjectToken(deps.ctx.jwtSecret, token, 'upload', `${bucket}/${key}`);
  const target = await asStorageAdmin(deps.ctx.db, (tx) => findBucket(tx, bucket), { readOnly: true });
  if (!target) throw storageErrors.noSuchBucket();
  const file = await readUploadWithinLimits(c.req.raw, deps, target, key);
  const row = newRow(bucket, key, owner, null);
  await commitUpload(deps, 'storage admin', 'storage.object.upload_signed', row, file, upsert);
  return c.json({ Key: `${bucket}/${key}` });
}

function newRow(
  bucket: string,
  key: string,
  owner: string | undefined,
  metadata: Record<string, unknown> | null,
): NewObject {
  return {
    id: randomUUID(),
    bucketId: bucket,
    name: key,
    owner: uuidOrNull(owner),
    ownerId: owner ?? null,
    version: randomUUID(),
    metadata: metadata as NewObject['metadata'],
    userMetadata: null,
  };
}
