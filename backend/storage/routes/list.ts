import type { Hono } from 'hono';
import { readJsonObject } from '../body.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { bucketOnly } from '../paths.ts';
import { iso } from '../rows.ts';
import { asStorageUser } from '../session.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/**
 * POST /object/list/{bucket}: one level of the bucket under `prefix`, as Storage's `storage.search`:
 * sub-folders first (name only, every other field null), then the files, names relative to the prefix.
 * It is a SELECT as the request's role, so only rows the SELECT policies show are listed.
 */
export function registerListRoute(app: Hono, deps: StorageDeps): void {
  app.post('/object/list/:bucket', async (c) => {
    const bucket = bucketOnly(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const body = await readJsonObject(c.req.raw);
    const options = listOptions(body);
    const rows = await asStorageUser(
      deps.ctx.db,
      identity,
      'storage.object.list',
      async (tx) => {
        const { rows } = await tx.query(listSql(options.column, options.order), [
          bucket,
          `${likeEscape(options.prefix)}${likeEscape(options.search)}%`,
          options.levels,
          options.limit,
          options.offset,
        ]);
        return rows;
      },
      { readOnly: true },
    );
    return c.json(rows);
  });
}

interface ListOptions {
  prefix: string;
  search: string;
  levels: number;
  limit: number;
  offset: number;
  column: string;
  order: 'asc' | 'desc';
}

function listOptions(body: Record<string, unknown>): ListOptions {
  if (typeof body.prefix !== 'string')
    throw storageErrors.invalidRequest("body must have required property 'prefix'");
  const search = typeof body.search === 'string' ? body.search : '';
  if (body.prefix.includes('\u0000') || search.includes('\u0000')) {
    throw storageErrors.invalidRequest('body/prefix must not contain NUL characters');
  }
  // Storage treats the prefix as a folder: `docs` lists what is inside `docs/`.
  const prefix = body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  return {
    prefix,
    search,
    levels: prefix.split('/').length,
    limit: wholeNumber(body.limit, DEFAULT_LIMIT, MAX_LIMIT),
    offset: wholeNumber(body.offset, 0, Number.MAX_SAFE_INTEGER),
    column,
    order: sortBy.order === 'desc' ? 'desc' : 'asc',
  };
}

function wholeNumber(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return fallback;
  return Math.min(number, max);
}

/** The prefix and search are literal text, not LIKE patterns (`_` and `%` are legal in names). */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// `column` and `order` come from the whitelists above, never from the client as written.
function listSql(column: string, order: 'asc' | 'desc'): string {
  const fileOrder = column === 'name' ? `name collate "C" ${order}` : `${column} ${order}, name collate "C"`;
  return `
    with matched as (
      select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
        from storage.objects
       where bucket_id = $1 and name ilike $2 escape '\\'
    ), listing as (
      select 0 as kind, row_number() over (order by name collate "C" ${order}) as position, name,
             null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
        from (select distinct path_tokens[$3] as name from matched
               where array_length(path_tokens, 1) > $3) as folders
      union all
      select 1, row_number() over (order by ${fileOrder}), name, id, updated_at, created_at,
             last_accessed_at, metadata
        from (select path_tokens[$3] as name, id, updated_at, created_at, last_accessed_at, metadata
                from matched where array_length(path_tokens, 1) = $3) as files
    )
    select name, id, ${iso('updated_at')}, ${iso('created_at')}, ${iso('last_accessed_at')}, metadata
      from listing order by kind, position limit $4 offset $5`;
}
