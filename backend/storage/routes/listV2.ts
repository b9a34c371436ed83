import type { Hono } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { readJsonObject } from '../body.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { decodeCursor, encodeCursor, type ListCursor } from '../listV2Cursor.ts';
import { bucketOnly } from '../paths.ts';
import { iso } from '../rows.ts';
import { asStorageUser } from '../session.ts';

const MAX_KEYS = 1000;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at'];

interface Listed {
  key?: string;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
}

/**
 * POST /object/list-v2/{bucket} (storage-js listV2): keys under `prefix` in name or date order, paged by
 * a continuation token. With `with_delimiter`, each sub-folder is one entry (`name` ending in `/`) beside
 * the files of that level, as Storage's search_v2. A SELECT as the request's role: policies decide.
 */
export function registerListV2Route(app: Hono, deps: StorageDeps): void {
  app.post('/object/list-v2/:bucket', async (c) => {
    const bucket = bucketOnly(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const options = listV2Options(await readJsonObject(c.req.raw));
    const rows = await asStorageUser(
      deps.ctx.db,
      identity,
      'storage.object.list_v2',
      (tx) => (options.delimited ? listDelimited(tx, bucket, options) : listFlat(tx, bucket, options)),
      { readOnly: true },
    );
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const hasNext = rows.length > options.limit && last !== undefined;
    const folders = page.filter((row) => row.id === null).map((row) => ({ ...row, name: `${row.name}/` }));
    return c.json({
      hasNext,
      ...(hasNext && { nextCursor: nextCursor(last, options), nextCursorKey: last.name }),
      folders,
      objects: page.filter((row) => row.id !== null),
    });
  });
}

interface ListV2Options {
  prefix: string;
  limit: number;
  delimited: boolean;
  column: 'name' | 'updated_at' | 'created_at';
  order: 'asc' | 'desc';
  cursor: ListCursor | undefined;
}

function listV2Options(body: Record<string, unknown>): ListV2Options {
  const { prefix = '', limit, cursor, with_delimiter: delimited = false } = body;
  if (typeof prefix !== 'string') throw storageErrors.invalidRequest('body/prefix must be string');
  if (limit !== undefined && !(Number.isSafeInteger(limit) && (limit as number) >= 1)) {
    throw storageErrors.invalidRequest('body/limit must be integer >= 1');
  }
  if (typeof delimited !== 'boolean')
    throw storageErrors.invalidRequest('body/with_delimiter must be boolean');
  if (cursor !== undefined && typeof cursor !== 'string')
    throw storageErrors.invalidRequest('body/cursor must be string');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const decoded = cursor ? decodeCursor(cursor) : undefined;
  const column = decoded?.sortColumn ?? sortBy.column ?? 'name';
  const order = decoded?.sortOrder ?? sortBy.order ?? 'asc';
  return {
    prefix: prefix.replaceAll('\u0000', ''),
    limit: Math.min((limit as number | undefined) ?? MAX_KEYS, MAX_KEYS),
    delimited,
    column: SORT_COLUMNS.includes(column as string) ? (column as ListV2Options['column']) : 'name',
    order: order === 'desc' ? 'desc' : 'asc',
    cursor: decoded,
  };
}

function nextCursor(last: Listed, options: ListV2Options): string {
  const after = options.column === 'name' ? null : last[options.column];
  return encodeCursor({
    startAfter: last.name,
    sortOrder: options.cursor?.sortOrder ?? options.order,
    sortColumn: options.column,
    sortColumnAfter: after ? new Date(after).toISOString() : undefined,
  });
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const COLUMNS = `id, ${iso('updated_at')}, ${iso('created_at')}, ${iso('last_accessed_at')}, metadata`;

/** Every key under the prefix, full names, as Storage's flat listing. */
async function listFlat(tx: Queryable, bucket: string, options: ListV2Options): Promise<Listed[]> {
  const dated = options.column !== 'name';
  const params: unknown[] = [bucket, likePrefix(options.prefix)];
  const param = (value: unknown) => `$${params.push(value)}`;
  const op = options.order === 'asc' ? '>' : '<';
  const after = options.cursor?.startAfter ?? '';
  const when = options.cursor?.sortColumnAfter;
  let position = 'true';
  if (after && dated && when) {
    position = `(date_trunc('milliseconds', ${options.column}), name collate "C") ${op} (${param(when)}::timestamptz, ${param(after)})`;
  } else if (after) position = `name collate "C" ${op} ${param(after)}`;
  const { rows } = await tx.query<Listed>(
    `select name, ${COLUMNS} from storage.objects
      where bucket_id = $1 and name like $2 and ${position}
      order by ${dated ? `${options.column} ${options.order}, ` : ''}name collate "C" ${options.order}
      limit ${param(options.limit + 1)}`,
    params,
  );
  return rows;
}

/** One level under the prefix: each sub-folder once (named without its slash here), then the files. */
async function listDelimited(tx: Queryable, bucket: string, options: ListV2Options): Promise<Listed[]> {
  const dated = options.column !== 'name';
  const asc = options.order === 'asc';
  const params: unknown[] = [bucket, likePrefix(options.prefix), options.prefix.length];
  const param = (value: unknown) => `$${params.push(value)}`;
  const after = options.cursor?.startAfter ?? '';
  let position = 'true';
  if (after && dated) {
    const when = param(options.cursor?.sortColumnAfter ?? '');
    position = `(date_trunc('milliseconds', ${options.column}), name collate "C") ${asc ? '>' : '<'}
      (coalesce(nullif(${when}, '')::timestamptz, 'epoch'), ${param(after)})`;
  } else if (after) {
    position = `sort_key collate "C" ${asc ? '>=' : '<'} ${param(await seekPast(tx, bucket, after, asc))}`;
  }
  const order = dated
    ? `coalesce(date_trunc('milliseconds', ${options.column}), 'epoch') ${options.order}, name collate "C" ${options.order}`
    : `sort_key collate "C" ${options.order}`;
  const folderTime = dated ? 'min(created_at)' : 'null::timestamptz';
  const { rows } = await tx.query<Listed>(
    `with matched as (
       select name, id, updated_at, created_at, last_accessed_at, metadata,
              case when strpos(substr(name, $3 + 1), '/') > 0
                   then left(name, $3 + strpos(substr(name, $3 + 1), '/')) end as common_prefix
         from storage.objects where bucket_id = $1 and name like $2
     ), entries as (
       select rtrim(common_prefix, '/') as name, common_prefix as sort_key, null::uuid as id,
              ${folderTime} as updated_at, ${folderTime} as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matched where common_prefix is not null group by common_prefix
       union all
       select name, name, id, updated_at, created_at, last_accessed_at, metadata
         from matched where common_prefix is null
     )
     select split_part(name, '/', ${param(options.prefix ? options.prefix.split('/').length : 1)}) as key,
            name, ${COLUMNS}
       from entries where ${position}
      order by ${order} limit ${param(options.limit + 1)}`,
    params,
  );
  return rows;
}

/**
 * Storage's seek after a cursor in name order: past a folder means past everything inside it
 * (`name0` follows `name/…`), past a file means past the file.
 */
async function seekPast(tx: Queryable, bucket: string, after: string, asc: boolean): Promise<string> {
  const { rows } = await tx.query(
    'select 1 from storage.objects where bucket_id = $1 and name like $2 limit 1',
    [bucket, likePrefix(`${after}/`)],
  );
  const folder = rows.length > 0;
  if (asc) return folder ? `${after}0` : `${after}/`;
  return folder ? `${after}/` : after;
}
