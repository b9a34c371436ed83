import type { Context, Hono } from 'hono';
import { isPgError, type Queryable } from '../../db/database.ts';
import { readJsonObject } from '../body.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { mustBeValidBucketId } from '../objectName.ts';
import { bucketOnly } from '../paths.ts';
import { BUCKET_COLUMNS, bucketFromRow } from '../rows.ts';
import { asStorageUser, ownerUuid, subject } from '../session.ts';
import { bucketChanges, listQuery } from './bucketInput.ts';

/**
 * Bucket routes. Every statement runs as the request's role against storage.buckets, whose RLS has no
 * policies on a Supabase project: only service_role (BYPASSRLS) sees or changes buckets, everyone else
 * gets an empty list, NoSuchBucket or AccessDenied, exactly as hosted Storage answers.
 */
export function registerBucketRoutes(app: Hono, deps: StorageDeps): void {
  const run = async <T>(c: Context, operation: string, work: (tx: Queryable) => Promise<T>) =>
    asStorageUser(deps.ctx.db, await storageIdentity(c, deps.ctx.signing), operation, work);

  app.get('/bucket', async (c) => {
    const query = listQuery(new URL(c.req.url).searchParams);
    const rows = await run(c, 'storage.bucket.list', async (tx) => {
      const { rows } = await tx.query(
        `select ${BUCKET_COLUMNS} from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%')
          order by ${query.column} ${query.order}, id limit $2 offset $3`,
        [query.search, query.limit, query.offset],
      );
      return rows;
    });
    return c.json(rows.map(bucketFromRow));
  });

  app.get('/bucket/:bucket', async (c) => {
    const id = bucketOnly(c);
    const row = await run(c, 'storage.bucket.get', async (tx) => {
      const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
      return rows[0];
    });
    if (!row) throw storageErrors.noSuchBucket();
    return c.json(bucketFromRow(row));
  });

  app.post('/bucket', async (c) => {
    const identity = await storageIdentity(c, deps.ctx.signing);
    const body = await readJsonObject(c.req.raw);
    if (body.name === undefined)
      throw storageErrors.invalidRequest("body must have required property 'name'");
    const name = mustBeValidBucketId(body.name);
    const id = body.id == null || body.id === '' ? name : mustBeValidBucketId(body.id);
    const changes = bucketChanges(body);
    await asStorageUser(deps.ctx.db, identity, 'storage.bucket.create', async (tx) => {
      try {
        await tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, coalesce($5, false), $6, $7::text[])`,
          [
            id,
            name,
            ownerUuid(identity),
            subject(identity) ?? null,
            changes.public ?? null,
            changes.fileSizeLimit ?? null,
            changes.allowedMimeTypes ?? null,
          ],
        );
      } catch (error) {
        if (isPgError(error) && error.code === '23505') throw storageErrors.bucketAlreadyExists();
        throw error;
      }
    });
    return c.json({ name });
  });

  app.put('/bucket/:bucket', async (c) => {
    const id = bucketOnly(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const changes = bucketChanges(await readJsonObject(c.req.raw));
    const updated = await asStorageUser(deps.ctx.db, identity, 'storage.bucket.update', async (tx) => {
      const { rowCount } = await tx.query(
        `update storage.buckets
            set public = case when $2 then $3 else public end,
                file_size_limit = case when $4 then $5::bigint else file_size_limit end,
                allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
                updated_at = now()
          where id = $1`,
        [
          id,
          changes.public !== undefined,
          changes.public ?? null,
          changes.fileSizeLimit !== undefined,
          changes.fileSizeLimit ?? null,
          changes.allowedMimeTypes !== undefined,
          changes.allowedMimeTypes ?? null,
        ],
      );
      return rowCount;
    });
    if (updated === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:bucket/empty', async (c) => {
    const id = bucketOnly(c);
    await run(c, 'storage.bucket.empty', async (tx) => {
      const { rows } = await tx.query('select id from storage.buckets where id = $1', [id]);
      if (rows.length === 0) throw storageErrors.noSuchBucket();
      await tx.query('delete from storage.objects where bucket_id = $1', [id]);
    });
    // Storage queues the deletion and says so; here it is already done, but the answer is the same.
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  app.delete('/bucket/:bucket', async (c) => {
    const id = bucketOnly(c);
    const deleted = await run(c, 'storage.bucket.delete', async (tx) => {
      try {
        const { rowCount } = await tx.query('delete from storage.buckets where id = $1', [id]);
        return rowCount;
      } catch (error) {
        if (isPgError(error) && error.code === '23503') throw storageErrors.bucketNotEmpty();
        throw error;
      }
    });
    if (deleted === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });
}
