import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { switchRole } from '../../db/asRole.ts';
import type { Queryable } from '../../db/database.ts';
import { isPgError } from '../../db/database.ts';
import { readJsonObject } from '../body.ts';
import { type CopiedMetadata, copiedMetadata } from '../copyMetadata.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { type StorageIdentity, storageIdentity } from '../identity.ts';
import { mustBeValidBucketId, mustBeValidKey } from '../objectName.ts';
import { copyBlob, findObject, insertObject } from '../objectStore.ts';
import { asStorageUser, ownerUuid, subject } from '../session.ts';

interface Transfer {
  bucket: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

/**
 * Like Storage, neither route checks the destination bucket's size limit or allowed types: those apply
 * to uploads only, and the destination's INSERT/UPDATE policies decide.
 *
 * POST /object/move (an UPDATE of the row as the request's role: UPDATE policies judge both the old and
 * the new name; the bytes follow through the blob table's ON UPDATE CASCADE) and POST /object/copy
 * (SELECT the source, INSERT the copy, both as the request's role; bytes copied as the storage admin; with
 * `copyMetadata: false`, the body's `metadata` sets the copy's type and cache policy: copyMetadata.ts).
 */
export function registerMoveCopyRoutes(app: Hono, deps: StorageDeps): void {
  app.post('/object/move', async (c) => {
    const { identity, transfer } = await transferRequest(c, deps);
    if (transfer.bucket === transfer.destinationBucket && transfer.sourceKey === transfer.destinationKey) {
      return c.json({ message: 'Successfully moved' });
    }
    const moved = await asStorageUser(deps.ctx.db, identity, 'storage.object.move', async (tx) => {
      const owner = subject(identity);
      const { rowCount } = await withConstraintErrors(() =>
        tx.query(
          `update storage.objects
              set bucket_id = $3, name = $4, updated_at = now(),
                  owner = coalesce($5, owner), owner_id = coalesce($6, owner_id)
            where bucket_id = $1 and name = $2`,
          [...transferParams(transfer), ownerUuid(identity), owner ?? null],
        ),
      );
      if (rowCount === 0) throw storageErrors.noSuchKey();
      await switchRole(tx, 'supabase_storage_admin');
      return findObject(tx, transfer.destinationBucket, transfer.destinationKey);
    });
    // Storage names the moved row: its id (kept from the source) and its new name, without the bucket.
    return c.json({ message: 'Successfully moved', Id: moved?.id, Key: transfer.destinationKey });
  });

  app.post('/object/copy', async (c) => {
    const { identity, transfer, body } = await transferRequest(c, deps);
    const upsert = c.req.header('x-upsert') === 'true';
    const copied = await asStorageUser(deps.ctx.db, identity, 'storage.object.copy', async (tx) => {
      const source = await findObject(tx, transfer.bucket, transfer.sourceKey);
      if (!source) throw storageErrors.noSuchKey();
      const metadata = copiedMetadata(source, body, c.req.header('x-metadata'), new Date());
      await withConstraintErrors(() => insertCopy(tx, identity, transfer, upsert, metadata));
      await switchRole(tx, 'supabase_storage_admin');
      const to = { bucketId: transfer.destinationBucket, name: transfer.destinationKey };
      if (!(await copyBlob(tx, { bucketId: transfer.bucket, name: transfer.sourceKey }, to))) {
        throw storageErrors.noSuchKey();
      }
      return findObject(tx, to.bucketId, to.name);
    });
    if (!copied) throw storageErrors.noSuchKey();
    return c.json({
      Id: copied.id,
      Key: `${transfer.destinationBucket}/${transfer.destinationKey}`,
      ...copied,
    });
  });
}

function insertCopy(
  tx: Queryable,
  identity: StorageIdentity,
  transfer: Transfer,
  upsert: boolean,
  { metadata, userMetadata }: CopiedMetadata,
): Promise<void> {
  return insertObject(
    tx,
    {
      id: randomUUID(),
      bucketId: transfer.destinationBucket,
      name: transfer.destinationKey,
      owner: ownerUuid(identity),
      ownerId: subject(identity) ?? null,
      version: randomUUID(),
      metadata,
      userMetadata,
    },
    upsert,
  );
}

/** A destination that exists answers Duplicate; a destination bucket that does not, NoSuchBucket. */
async function withConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error) && error.code === '23503') throw storageErrors.noSuchBucket();
    throw error;
  }
}

async function transferRequest(
  c: Context,
  deps: StorageDeps,
): Promise<{ identity: StorageIdentity; transfer: Transfer; body: Record<string, unknown> }> {
  const identity = await storageIdentity(c, deps.ctx.signing);
  const body = await readJsonObject(c.req.raw);
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (body[field] === undefined)
      throw storageErrors.invalidRequest(`body must have required property '${field}'`);
  }
  const bucket = mustBeValidBucketId(body.bucketId);
  const transfer = {
    bucket,
    sourceKey: mustBeValidKey(body.sourceKey),
    destinationBucket: body.destinationBucket == null ? bucket : mustBeValidBucketId(body.destinationBucket),
    destinationKey: mustBeValidKey(body.destinationKey),
  };
  return { identity, transfer, body };
}

function transferParams(transfer: Transfer): string[] {
  return [transfer.bucket, transfer.sourceKey, transfer.destinationBucket, transfer.destinationKey];
}
