import { RestError } from '../errors/restError.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { parseQueryParams } from '../query/queryParams.ts';
import { canonicalQuery } from '../query/queryString.ts';
import { parseRangeHeader, rangeStatus } from '../query/range.ts';
import { findTable } from '../schema/findTable.ts';
import { planRead } from '../sql/readPlan.ts';
import { countSql, readSql } from '../sql/readSql.ts';
import { bodySql, resultSql } from '../sql/resultSql.ts';
import { qualified, SqlParams } from '../sql/sqlParams.ts';
import { checkSingular, plannedCount, queryResult, runAsRole, withSchema } from './execute.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

/** GET/HEAD /<table>: one read-only statement returning counts and the JSON body. */
export async function readTable(req: RestRequest, tableName: string): Promise<Response> {
  const params = parseQueryParams(req.pairs);
  const headerRange = parseRangeHeader(req.request.headers.get('range'));
  const plan = await withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    const root = planRead(
      schema,
      { relName: table.name, table, fromSql: qualified(schema.name, table.name) },
      params,
      { headerRange, maxRows: req.maxRows },
    );
    checkStrictPreferences(req);
    return { root, table };
  });

  const { count } = req.prefs;
  const result = await runAsRole(req, true, async (tx) => {
    let total: number | undefined;
    let countExactly = count === 'exact';
    if (count === 'planned' || count === 'estimated') {
      const countParams = new SqlParams();
      total = await plannedCount(tx, countSql(plan.root, countParams), countParams.values);
      countExactly = count === 'estimated' && (req.maxRows === undefined || total <= req.maxRows);
    }
    const sqlParams = new SqlParams();
    const rows = readSql(plan.root, sqlParams);
    const sql = resultSql({
      rows,
      ...(countExactly ? { count: countSql(plan.root, sqlParams) } : {}),
      ...(req.method === 'HEAD' ? {} : { body: bodySql(req.format, 'rows') }),
    });
    const outcome = await queryResult(tx, sql, sqlParams.values);
    checkSingular(req, outcome.pageTotal);
    return { ...outcome, total: countExactly ? outcome.total : total };
  });

  const { status, contentRange } = rangeStatus(plan.root.range.offset, result.pageTotal, result.total);
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${plan.root.range.offset} was requested, but there are only ${result.total ?? 0} rows.`,
      null,
      { 'Content-Range': contentRange },
    );
  }
  const query = canonicalQuery(req.pairs);
  return respond(req, {
    status,
    body: result.body,
    contentRange,
    preferenceApplied: preferenceApplied(req.prefs, ['count', 'handling']),
    withContentType: true,
    headers: { 'Content-Location': `/${plan.table.name}${query ? `?${query}` : ''}` },
  });
}
