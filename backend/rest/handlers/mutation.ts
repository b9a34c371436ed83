import type { Queryable } from '../../db/database.ts';
import { RestError } from '../errors/restError.ts';
import { type EmbedPath, parseQueryParams, type QueryParams } from '../query/queryParams.ts';
import type { LogicTree } from '../query/types.ts';
import type { Schema, Table } from '../schema/types.ts';
import type { Returning } from '../sql/mutationSql.ts';
import { planRead, type ReadNode } from '../sql/readPlan.ts';
import { readSql } from '../sql/readSql.ts';
import { bodySql, resultSql } from '../sql/resultSql.ts';
import { SqlParams } from '../sql/sqlParams.ts';
import { checkMaxAffected, checkSingular, queryResult } from './execute.ts';
import type { RestRequest } from './requestContext.ts';

/** The read that shapes a mutation's returned rows: the select and embeds over `pgrst_source`. */
export function planMutationRead(schema: Schema, table: Table, params: QueryParams): ReadNode {
  return planRead(
    schema,
    { relName: table.name, table, fromSql: 'pgrst_source', fromAlias: table.name },
    params,
    { afterMutation: true },
  );
}

/** Root filters and `or`/`and` trees: the mutation's WHERE. */
export function rootConditions(params: QueryParams): LogicTree[] {
  const isRoot = (path: EmbedPath) => path.length === 0;
  return [
    ...params.filters
      .filter((f) => isRoot(f.path))
      .map(({ filter }): LogicTree => ({ kind: 'filter', filter })),
    ...params.logic.filter((l) => isRoot(l.path)).map((l) => l.tree),
  ];
}

/**
 * Columns the mutation must return for the read after it (Plan.hs inferColsEmbedNeeds): the selected
 * columns, the FK columns embeds join on, and the primary key; `*` when the select has it.
 */
export function returningFor(req: RestRequest, read: ReadNode, table: Table): Returning {
  const wanted = req.prefs.return;
  if (wanted !== 'representation' && wanted !== 'headers-only') return 'nothing';
  const names = read.fields.map((item) => item.field.name);
  if (names.includes('*')) return '*';
  const fkColumns = read.embeds.flatMap((embed) =>
    embed.rel.junction
      ? embed.rel.junction.sourceColumns.map(([, own]) => own)
      : embed.rel.columns.map(([own]) => own),
  );
  return [...new Set([...names, ...fkColumns, ...table.primaryKey])];
}

export function parseParams(req: RestRequest): QueryParams {
  return parseQueryParams(req.pairs);
}

/** pg-safeupdate, preloaded for API roles on hosted Supabase: no WHERE, no UPDATE/DELETE. */
export function requireWhere(command: 'UPDATE' | 'DELETE', where: LogicTree[]): void {
  if (where.length === 0) throw new RestError(400, '21000', `${command} requires a WHERE clause`);
}

export interface MutationOutcome {
  pageTotal: number;
  body: string | null;
  location?: string;
  updated: number;
}

/**
 * Runs `WITH pgrst_source AS (mutation) SELECT …` and checks the outcome inside the transaction, so a
 * PGRST116/PGRST124 rolls the change back.
 */
export async function runMutation(
  tx: Queryable,
  req: RestRequest,
  build: (params: SqlParams) => string,
  read: ReadNode,
  returning: Returning,
  options: { location?: string[]; countsUpdates?: boolean } = {},
): Promise<MutationOutcome> {
  const params = new SqlParams();
  const source = build(params);
  const wantsBody = req.prefs.return === 'representation';
  const rows = returning === 'nothing' ? 'SELECT 1 FROM pgrst_source' : readSql(read, params);
  const location = options.location?.length
    ? `, (SELECT row_to_json(pgrst_loc)::text FROM (SELECT ${options.location.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ')} FROM pgrst_source LIMIT 1) pgrst_loc) AS location`
    : '';
  const sql = resultSql({
    source,
    rows,
    ...(wantsBody ? { body: bodySql(req.format, 'rows') } : {}),
    extra: location,
  });
  const outcome = await queryResult(tx, sql, params.values);
  checkSingular(req, outcome.pageTotal);
  checkMaxAffected(req, outcome.pageTotal);
  let updated = 0;
  if (options.countsUpdates) {
    const { rows: setting } = await tx.query<{ n: string | null }>(
      `SELECT nullif(current_setting('pgrst.upsert_updated', true), '') AS n`,
    );
    updated = Number(setting[0]?.n ?? 0);
  }
  const result: MutationOutcome = { pageTotal: outcome.pageTotal, body: outcome.body, updated };
  if (typeof outcome.row.location === 'string') result.location = outcome.row.location;
  return result;
}

/** `Location: /posts?id=eq.1` from the first inserted row's primary key. */
export function locationHeader(table: string, rowJson: string | undefined): string | undefined {
  if (rowJson === undefined) return undefined;
  const row = JSON.parse(rowJson) as Record<string, unknown>;
  const query = Object.entries(row)
    .map(([key, value]) => {
      const text =
        value === null
          ? 'is.null'
          : `eq.${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
  return `/${table}?${query}`;
}
