import type { Context, Hono } from 'hono';
import { switchRole } from '../../db/asRole.ts';
import type { Queryable } from '../../db/database.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { type StorageIdentity, storageIdentity } from '../identity.ts';
import { findBucket, findObject, readBlob } from '../objectStore.ts';
import { bucketAndKey } from '../paths.ts';
import { renderInfo, renderObject, type StoredObject } from '../render.ts';
import { asStorageAdmin, asStorageUser, switchBackToUser } from '../session.ts';

/**
 * Downloads and object info. Public routes read as the storage admin and need a public bucket. The
 * authenticated routes (`/object/{bucket}/…` also accepts a missing or invalid JWT, as anon) find the
 * bucket as the admin, then read a private bucket's row through RLS and a public bucket's as the admin.
 */
export function registerDownloadRoutes(app: Hono, deps: StorageDeps): void {
  app.get('/object/public/:bucket/*', async (c) => renderObject(c.req.raw, await readPublic(c, deps, true)));
  app.get('/object/info/public/:bucket/*', async (c) =>
    renderInfo((await readPublic(c, deps, false)).object),
  );
  app.get('/object/authenticated/:bucket/*', async (c) =>
    renderObject(c.req.raw, await readAuthenticated(c, deps, false, true)),
  );
  app.get('/object/info/authenticated/:bucket/*', async (c) =>
    renderInfo((await readAuthenticated(c, deps, false, false)).object),
  );
  app.get('/object/info/:bucket/*', async (c) =>
    renderInfo((await readAuthenticated(c, deps, true, false)).object),
  );
}

/** Registered last: `/object/{bucket}/{path}` would otherwise shadow the routes above. */
export function registerDefaultDownloadRoute(app: Hono, deps: StorageDeps): void {
  app.get('/object/:bucket/*', async (c) =>
    renderObject(c.req.raw, await readAuthenticated(c, deps, true, true)),
  );
}

async function readPublic(c: Context, deps: StorageDeps, withBytes: boolean): Promise<StoredObject> {
  const { bucket, key } = bucketAndKey(c);
  return asStorageAdmin(
    deps.ctx.db,
    async (tx) => {
      const target = await findBucket(tx, bucket);
      if (!target?.public) throw storageErrors.noSuchBucket();
      return readAsAdmin(tx, bucket, key, withBytes);
    },
    { readOnly: true },
  );
}

async function readAuthenticated(
  c: Context,
  deps: StorageDeps,
  allowInvalidJwt: boolean,
  withBytes: boolean,
): Promise<StoredObject> {
  const { bucket, key } = bucketAndKey(c);
  const identity = await storageIdentity(c, deps.ctx.signing, { allowInvalidJwt });
  const operation = withBytes ? 'storage.object.get_authenticated' : 'storage.object.get_authenticated_info';
  return asStorageUser(
    deps.ctx.db,
    identity,
    operation,
    async (tx) => {
      await switchRole(tx, 'supabase_storage_admin');
      const target = await findBucket(tx, bucket);
      if (!target || (!identity.isAuthenticated && !target.public)) throw storageErrors.noSuchBucket();
      if (!target.public) await assertVisible(tx, identity, bucket, key);
      return readAsAdmin(tx, bucket, key, withBytes);
    },
    { readOnly: true },
  );
}

/** The row must pass the SELECT policies of the request's role; the bytes are then Storage's to read. */
async function assertVisible(tx: Queryable, identity: StorageIdentity, bucket: string, key: string) {
  await switchBackToUser(tx, identity);
  const visible = await findObject(tx, bucket, key);
  await switchRole(tx, 'supabase_storage_admin');
  if (!visible) throw storageErrors.noSuchKey();
}

async function readAsAdmin(
  tx: Queryable,
  bucket: string,
  key: string,
  withBytes: boolean,
): Promise<StoredObject> {
  const object = await findObject(tx, bucket, key);
  if (!object) throw storageErrors.noSuchKey();
  if (!withBytes) return { object, bytes: new Uint8Array() };
  const bytes = await readBlob(tx, bucket, key);
  if (!bytes) throw storageErrors.noSuchKey();
  return { object, bytes };
}
