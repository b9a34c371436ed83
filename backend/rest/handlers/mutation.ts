import type { Queryable } from '../../db/database.ts';
import { RestError } from '../errors/restError.ts';
import { columnsNeeded, hasDefaultSelect, planRead } from '../plan/planRead.ts';
import type { ReadNode } from '../plan/readNode.ts';
import type { LogicTree } from '../query/types.ts';
import { checkColumns, findTable } from '../schema/findTable.ts';
import type { Schema, Table } from '../schema/types.ts';
import type { MutationTarget, Returning } from '../sql/mutationSql.ts';
import { readSql } from '../sql/readSql.ts';
import { bodySql, resultSql } from '../sql/resultSql.ts';
import { SqlParams } from '../sql/sqlParams.ts';
import { checkSingular, type Outcome, withSchema } from './execute.ts';
import { type Negotiated, negotiate } from './negotiate.ts';
import type { JsonPayload, Payload } from './payload.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { type Ran, runStatement } from './statement.ts';

export interface MutationPlan {
  schemaName: string;
  table: Table;
  tree: ReadNode;
  returning: Returning;
  negotiated: Negotiated;
}

/**
 * Plan.hs mutateReadPlan: the table, the read shaping the returned rows (over `pgrst_source`), the
 * mutation's own checks (`check`: PGRST204 columns, PGRST105…), strict preferences, then negotiation.
 */
export function planMutation(
  req: RestRequest,
  tableName: string,
  check: (schema: Schema, table: Table) => void = () => {},
): Promise<MutationPlan> {
  return withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    const tree = planRead(
      schema,
      { relName: table.name, table, fromSql: 'pgrst_source', fromAlias: table.name },
      req.params,
      {
        isMutation: true,
        topRange: req.topRange,
        maxRows: undefined,
        aggregatesEnabled: req.db.aggregatesEnabled,
      },
    );
    check(schema, table);
    checkStrictPreferences(req);
    const negotiated = negotiate(req, schema, table.name, {
      defaultSelect: hasDefaultSelect(tree),
      isMutation: true,
    });
    const wantsRows = req.prefs.return === 'representation' || req.prefs.return === 'headers-only';
    const returning: Returning = wantsRows ? columnsNeeded(tree, table.primaryKey) : 'nothing';
    return { schemaName: schema.name, table, tree, returning, negotiated };
  });
}

/** What an INSERT or UPDATE of the JSON body needs from the plan: its table, the body's columns, the return. */
export function payloadWrite(plan: MutationPlan, payload: JsonPayload) {
  const target: MutationTarget = { schemaName: plan.schemaName, table: plan.table };
  const columns = payload.keys.map((key) => plan.table.columns.get(key)!);
  return {
    target,
    rows: { body: payload.json, isObject: payload.isObject, columns, returning: plan.returning },
  };
}

/** The columns a body names must exist (PGRST204). */
export const checkPayloadColumns = (payload: Payload | undefined) => (_schema: Schema, table: Table) =>
  checkColumns(table, payload?.keys ?? []);

/** Root filters and `or`/`and` trees: the mutation's WHERE. */
export function rootConditions(req: RestRequest): LogicTree[] {
  const { params } = req;
  return [
    ...params.logic.filter((l) => l.path.length === 0).map((l) => l.tree),
    ...params.filters
      .filter((f) => f.path.length === 0)
      .map(({ filter }): LogicTree => ({ kind: 'filter', filter })),
  ];
}

/** pg-safeupdate, preloaded for API roles on hosted Supabase: no WHERE, no UPDATE/DELETE. */
export function requireWhere(command: 'UPDATE' | 'DELETE', where: LogicTree[]): void {
  if (where.length === 0) throw new RestError(400, '21000', `${command} requires a WHERE clause`);
}

export interface MutationOutcome extends Outcome {
  location?: string;
  updated: number;
}

/**
 * Statements.hs mainWrite: `WITH pgrst_source AS (mutation) SELECT …` with the returned rows shaped by the
 * read (or `SELECT * FROM pgrst_source` when no body is built); singular checks run inside the transaction
 * so a PGRST116 rolls the change back.
 */
export async function runMutation(
  tx: Queryable,
  plan: MutationPlan,
  build: (params: SqlParams) => string,
  options: { location?: string[]; countsUpdates?: boolean } = {},
): Promise<Ran & { location?: string; updated?: number }> {
  const params = new SqlParams();
  const source = build(params);
  const rows =
    plan.negotiated.handler.kind === 'none' ? 'SELECT * FROM pgrst_source' : readSql(plan.tree, params);
  const location = options.location?.length
    ? `, (SELECT row_to_json(pgrst_loc)::text FROM (SELECT ${options.location.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ')} FROM pgrst_source LIMIT 1) pgrst_loc) AS location`
    : '';
  const sql = resultSql({ source, rows, body: bodySql(plan.negotiated.handler), extra: location });
  const ran = await runStatement(tx, plan.negotiated, sql, params.values);
  if (ran.kind === 'plan') return ran;
  checkSingular(plan.negotiated.mediaType.kind === 'single', ran.outcome.pageTotal);
  let updated = 0;
  if (options.countsUpdates) {
    const { rows: setting } = await tx.query<{ n: string | null }>(
      `SELECT nullif(current_setting('pgrst.upsert_updated', true), '') AS n`,
    );
    updated = Number(setting[0]?.n ?? 0);
  }
  const result: Ran & { location?: string; updated?: number } = { ...ran, updated };
  if (typeof ran.outcome.row.location === 'string' && ran.outcome.pageTotal === 1) {
    result.location = ran.outcome.row.location;
  }
  return result;
}

/** `Location: /posts?id=eq.1` from the inserted row's primary key (SqlFragment.hs locationF). */
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
