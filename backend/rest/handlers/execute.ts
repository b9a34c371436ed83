import { asRole } from '../../db/asRole.ts';
import type { Queryable } from '../../db/database.ts';
import { isPgError } from '../../db/database.ts';
import { isSchemaCacheMiss, RestError } from '../errors/restError.ts';
import type { Schema } from '../schema/types.ts';
import { headerRecord, type RestRequest } from './requestContext.ts';

/** Plans against the cached schema; a schema-cache miss is answered only after a reload (if anything changed). */
export async function withSchema<T>(req: RestRequest, plan: (schema: Schema) => T): Promise<T> {
  const schema = await req.cache.get();
  try {
    return plan(schema);
  } catch (error) {
    if (isSchemaCacheMiss(error) && (await req.cache.reloadIfChanged())) return plan(await req.cache.get());
    throw error;
  }
}

// Postgres saying an object is missing means the cache may be stale (a drop or rename since the load).
const MISSING_OBJECT = new Set(['42P01', '42703', '42883', '42704']);

/** Runs `work` in one transaction as the request's role, with PostgREST's request settings. */
export async function runAsRole<T>(
  req: RestRequest,
  readOnly: boolean,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await asRole(
      req.ctx.db,
      { claims: req.claims, method: req.method, path: req.path, headers: headerRecord(req.request.headers) },
      work,
      { readOnly },
    );
  } catch (error) {
    if (isPgError(error) && MISSING_OBJECT.has(error.code)) req.cache.markStale();
    throw error;
  }
}

export interface ResultRow {
  total: string | number | null;
  page_total: string | number;
  body: string | null;
  [extra: string]: unknown;
}

/** The single row of a result query, with its counts as numbers. */
export async function queryResult(
  tx: Queryable,
  sql: string,
  values: unknown[],
): Promise<{ total: number | undefined; pageTotal: number; body: string | null; row: ResultRow }> {
  const { rows } = await tx.query<ResultRow>(sql, values);
  const row = rows[0]!;
  return {
    total: row.total === null ? undefined : Number(row.total),
    pageTotal: Number(row.page_total),
    body: row.body,
    row,
  };
}

/** `Prefer: count=planned`: the planner's row estimate of the count query. */
export async function plannedCount(tx: Queryable, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/** PGRST116: `Accept: application/vnd.pgrst.object+json` needs exactly one row (thrown inside the transaction, so it rolls back). */
export function checkSingular(req: RestRequest, rows: number): void {
  if (req.format.kind === 'single' && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
}

/** PGRST124: with `handling=strict`, `max-affected=n` refuses (and rolls back) larger changes. */
export function checkMaxAffected(req: RestRequest, rows: number): void {
  const { maxAffected, handling } = req.prefs;
  if (handling === 'strict' && maxAffected !== undefined && rows > maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}
