import { hasDefaultSelect, planRead } from '../plan/planRead.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { canonicalQuery } from '../query/queryString.ts';
import { offsetPastTotal, rangeStatus } from '../query/range.ts';
import { findTable } from '../schema/findTable.ts';
import { countSql, readSql } from '../sql/readSql.ts';
import { bodySql, resultSql } from '../sql/resultSql.ts';
import { qualified, SqlParams } from '../sql/sqlParams.ts';
import { checkSingular, plannedCount, runAsRole, withSchema } from './execute.ts';
import { negotiate } from './negotiate.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse, runStatement } from './statement.ts';

/** GET/HEAD /<table>: one read-only statement returning counts and the body (Statements.hs mainRead). */
export async function readTable(req: RestRequest, tableName: string): Promise<Response> {
  const { maxRows } = req.runtime.settings;
  const plan = await withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    const tree = planRead(
      schema,
      { relName: table.name, table, fromSql: qualified(schema.name, table.name) },
      req.params,
      { isMutation: false, topRange: req.topRange, maxRows, aggregatesEnabled: req.db.aggregatesEnabled },
    );
    const negotiated = negotiate(req, schema, table.name, {
      defaultSelect: hasDefaultSelect(tree),
      isMutation: false,
    });
    checkStrictPreferences(req);
    return { tree, table, negotiated };
  });
  const { tree, negotiated } = plan;
  const { count } = req.prefs;
  const ran = await runAsRole(req, true, async (tx) => {
    const params = new SqlParams();
    const source = readSql(tree, params);
    // Statements.hs mainRead: an estimated count stops one row past db-max-rows.
    const countQuery = () => {
      const sql = countSql(tree, params);
      return count === 'estimated' && maxRows !== undefined ? `${sql} LIMIT ${maxRows + 1}` : sql;
    };
    const sql = resultSql({
      source,
      ...(count === 'exact' || count === 'estimated' ? { count: countQuery() } : {}),
      body: bodySql(negotiated.handler),
    });
    const result = await runStatement(tx, negotiated, sql, params.values);
    if (result.kind === 'plan') return result;
    checkSingular(negotiated.mediaType.kind === 'single', result.outcome.pageTotal);
    if (count === 'planned' || count === 'estimated') {
      const countParams = new SqlParams();
      const explained = await plannedCount(tx, countSql(tree, countParams), countParams.values);
      const exact = result.outcome.total;
      result.outcome.total =
        count === 'planned'
          ? explained
          : exact !== undefined && maxRows !== undefined && exact > maxRows
            ? Math.max(exact, explained)
            : exact;
    }
    return result;
  });
  if (ran.kind === 'plan') return planResponse(req, negotiated.mediaType, ran.text);
  const { outcome } = ran;
  const offset = req.topRange.lower;
  const { status, contentRange } = rangeStatus(offset, outcome.pageTotal, outcome.total);
  if (status === 416) throw offsetPastTotal(offset, outcome.total, contentRange);
  const query = canonicalQuery(req.pairs);
  return respond(req, {
    status,
    body: outcome.body,
    contentRange,
    preferenceApplied: preferenceApplied(req.prefs, 'read'),
    mediaType: negotiated.mediaType,
    headers: { 'Content-Location': `/${plan.table.name}${query ? `?${query}` : ''}` },
    guc: { headers: outcome.gucHeaders, status: outcome.gucStatus },
  });
}
