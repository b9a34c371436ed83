import { preferenceApplied } from '../query/preferences.ts';
import { contentRange } from '../query/range.ts';
import { checkColumns, findTable } from '../schema/findTable.ts';
import { deleteSql, updateSql } from '../sql/mutationSql.ts';
import { runAsRole, withSchema } from './execute.ts';
import {
  parseParams,
  planMutationRead,
  requireWhere,
  returningFor,
  rootConditions,
  runMutation,
} from './mutation.ts';
import { parsePayload } from './payload.ts';
import { readBody } from './readBody.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

/** PATCH /<table>: update the filtered rows (204, or 200 with the representation). */
export async function updateRows(req: RestRequest, tableName: string): Promise<Response> {
  const params = parseParams(req);
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
  const where = rootConditions(params);
  if (payload.keys.length > 0) requireWhere('UPDATE', where);
  const outcome = await runAsRole(req, false, (tx) =>
    runMutation(
      tx,
      req,
      (sqlParams) =>
        updateSql(
          plan,
          {
            body: payload.json,
            isObject: payload.isObject,
            columns: payload.keys.map((key) => plan.table.columns.get(key)!),
            applyDefaults: req.prefs.missing === 'default',
            where,
            returning: plan.returning,
          },
          sqlParams,
        ),
      plan.read,
      plan.returning,
    ),
  );
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? 200 : 204,
    body: outcome.body,
    contentRange: contentRange(0, outcome.pageTotal - 1, counted ? outcome.pageTotal : undefined),
    preferenceApplied: preferenceApplied(req.prefs, [
      'missing',
      'return',
      'count',
      'handling',
      'maxAffected',
    ]),
    withContentType: representation,
  });
}

/** DELETE /<table>: delete the filtered rows (204, or 200 with the representation). */
export async function deleteRows(req: RestRequest, tableName: string): Promise<Response> {
  const params = parseParams(req);
  const plan = await withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    const read = planMutationRead(schema, table, params);
    checkStrictPreferences(req);
    return { schemaName: schema.name, table, read, returning: returningFor(req, read, table) };
  });
  const where = rootConditions(params);
  requireWhere('DELETE', where);
  const outcome = await runAsRole(req, false, (tx) =>
    runMutation(
      tx,
      req,
      (sqlParams) => deleteSql(plan, where, plan.returning, sqlParams),
      plan.read,
      plan.returning,
    ),
  );
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? 200 : 204,
    body: outcome.body,
    contentRange: contentRange(1, 0, counted ? outcome.pageTotal : undefined),
    preferenceApplied: preferenceApplied(req.prefs, ['return', 'count', 'handling', 'maxAffected']),
    withContentType: representation,
  });
}
