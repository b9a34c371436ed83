import { RestError } from '../errors/restError.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { checkColumns, findTable } from '../schema/findTable.ts';
import { insertSql } from '../sql/mutationSql.ts';
import { runAsRole, withSchema } from './execute.ts';
import { parseParams, planMutationRead, returningFor, rootConditions, runMutation } from './mutation.ts';
import { parsePayload } from './payload.ts';
import { readBody } from './readBody.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

/**
 * PUT /<table>?pk=eq.x: insert or replace the one row the URL names (PostgREST's single upsert). The
 * filters must be exactly the primary key with `eq` (PGRST105) and the body must carry the same key
 * (PGRST115).
 */
export async function upsertRow(req: RestRequest, tableName: string): Promise<Response> {
  const params = parseParams(req);
  if (params.limits.size > 0) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const payload = parsePayload(await readBody(req.request), req.request.headers.get('content-type'), {
    columns: params.columns,
    isRpc: false,
  });
  const plan = await withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    checkColumns(table, payload.keys);
    const read = planMutationRead(schema, table, params);
    checkStrictPreferences(req);
    return { schemaName: schema.name, table, read, returning: returningFor(req, read, table) };
  });
  const { table } = plan;
  const roots = params.filters.filter((f) => f.path.length === 0);
  const filtered = new Set(roots.map((f) => f.filter.field.name));
  const onlyPkEq =
    params.logic.length === 0 &&
    table.primaryKey.length > 0 &&
    filtered.size === table.primaryKey.length &&
    table.primaryKey.every((column) => filtered.has(column)) &&
    roots.every(({ filter: { expr, field } }) => {
      const op = expr.operation;
      return (
        !expr.negated && field.jsonPath.length === 0 && op.kind === 'op' && op.op === 'eq' && !op.quantifier
      );
    });
  if (!onlyPkEq) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  const outcome = await runAsRole(req, false, async (tx) => {
    const result = await runMutation(
      tx,
      req,
      (sqlParams) =>
        insertSql(
          plan,
          {
            body: payload.json,
            isObject: payload.isObject,
            columns: payload.keys.map((key) => table.columns.get(key)!),
            applyDefaults: false,
            onConflict: { columns: table.primaryKey, resolution: 'merge-duplicates' },
            bodyConditions: rootConditions(params),
            returning: plan.returning,
          },
          sqlParams,
        ),
      plan.read,
      plan.returning,
      { countsUpdates: true },
    );
    if (result.pageTotal !== 1) {
      throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
    return result;
  });
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? (outcome.updated > 0 ? 200 : 201) : 204,
    body: outcome.body,
    preferenceApplied: preferenceApplied(req.prefs, ['return', 'count', 'handling']),
    withContentType: representation,
  });
}
