import type { Hono } from 'hono';
import { readJsonObject } from '../body.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { isValidKey } from '../objectName.ts';
import { bucketAndKey, bucketOnly } from '../paths.ts';
import { OBJECT_COLUMNS, type ObjectRow } from '../rows.ts';
import { asStorageUser } from '../session.ts';

/** Rows at most one DELETE may name; storage-js sends one request per `remove(paths)` call. */
const MAX_PREFIXES = 1000;

/**
 * DELETE /object/{bucket} `{prefixes}` answers the rows actually deleted: the DELETE runs as the request's
 * role, so rows its policies hide are silently left alone. Bytes go with their rows (the blob table's
 * foreign key cascades), in the same statement.
 */
export function registerRemoveRoutes(app: Hono, deps: StorageDeps): void {
  const { db } = deps.ctx;

  app.delete('/object/:bucket', async (c) => {
    const bucket = bucketOnly(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const { prefixes } = await readJsonObject(c.req.raw);
    if (!Array.isArray(prefixes)) {
      throw storageErrors.invalidRequest("body must have required property 'prefixes'");
    }
    if (prefixes.length === 0 || prefixes.length > MAX_PREFIXES) {
      throw storageErrors.invalidRequest(`body/prefixes must have between 1 and ${MAX_PREFIXES} items`);
    }
    // A name that cannot be a key names no object; it is skipped like a missing one.
    const names = prefixes.filter((name): name is string => typeof name === 'string' && isValidKey(name));
    const deleted = await asStorageUser(db, identity, 'storage.object.delete_many', async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, names],
      );
      return rows;
    });
    return c.json(deleted);
  });

  app.delete('/object/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const deleted = await asStorageUser(db, identity, 'storage.object.delete', async (tx) => {
      const { rowCount } = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        key,
      ]);
      return rowCount;
    });
    if (deleted === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  });
}
