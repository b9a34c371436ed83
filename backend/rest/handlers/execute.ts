import { asRole } from '../../db/asRole.ts';
import type { Queryable } from '../../db/database.ts';
import { isPgError } from '../../db/database.ts';
import { isSchemaCacheMiss, RestError } from '../errors/restError.ts';
import type { Schema } from '../schema/types.ts';
import { ident } from '../sql/sqlParams.ts';
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

/** Carries a result out of a transaction that must not commit. */
class RolledBack<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/** MainTx.hs optionalRollback: `Prefer: tx=rollback`, or db_tx_end=rollback unless `tx=commit`. */
const shouldRollback = (req: RestRequest) =>
  req.prefs.tx === 'rollback' || (req.db.txRollbackAll && req.prefs.tx !== 'commit');

/**
 * Runs `work` in one transaction as the request's role with PostgREST's request settings (search_path
 * of the request's schema, claims, method, path, headers, time zone), committing unless told to roll back.
 */
export async function runAsRole<T>(
  req: RestRequest,
  readOnly: boolean,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const searchPath = [req.schemaName, ...req.runtime.settings.extraSearchPath].map(ident).join(', ');
  const identity = {
    claims: req.claims,
    method: req.method,
    path: req.path,
    headers: headerRecord(req.request.headers),
    searchPath,
    ...(req.prefs.timezone === undefined ? {} : { timezone: req.prefs.timezone }),
  };
  try {
    return await asRole(
      req.ctx.db,
      identity,
      async (tx) => {
        const result = await work(tx);
        if (!shouldRollback(req)) return result;
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
        throw new RolledBack(result);
      },
      { readOnly },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    if (isPgError(error) && MISSING_OBJECT.has(error.code)) req.cache.markStale();
    throw error;
  }
}

export interface ResultRow {
  total: string | number | null;
  page_total: string | number;
  body: string | Uint8Array | null;
  response_headers: string | null;
  response_status: string | null;
  [extra: string]: unknown;
}

export interface Outcome {
  total: number | undefined;
  pageTotal: number;
  body: string | Uint8Array | null;
  /** `response.headers` / `response.status` set by the query (PostgREST's GUC overrides). */
  gucHeaders: string | null;
  gucStatus: string | null;
  row: ResultRow;
}

/** The single row of a result query, with its counts as numbers. */
export async function queryResult(tx: Queryable, sql: string, values: unknown[]): Promise<Outcome> {
  const { rows } = await tx.query<ResultRow>(sql, values);
  // Without an aggregate in the select (HEAD on a single-valued function) no source row means no row.
  const row = rows[0] ?? {
    total: null,
    page_total: 0,
    body: null,
    response_headers: null,
    response_status: null,
  };
  return {
    total: row.total === null ? undefined : Number(row.total),
    pageTotal: Number(row.page_total),
    body: row.body,
    gucHeaders: row.response_headers,
    gucStatus: row.response_status,
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
export function checkSingular(isSingular: boolean, rows: number): void {
  if (isSingular && rows !== 1) {
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
