import { preferenceApplied } from '../query/preferences.ts';
import { contentRange } from '../query/range.ts';
import { checkColumns, findTable } from '../schema/findTable.ts';
import { insertSql } from '../sql/mutationSql.ts';
import { runAsRole, withSchema } from './execute.ts';
import { locationHeader, parseParams, planMutationRead, returningFor, runMutation } from './mutation.ts';
import { parsePayload } from './payload.ts';
import { readBody } from './readBody.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

/** POST /<table>: insert or upsert from a JSON object or array (201, or 200 when an upsert only updated). */
export async function insertRows(req: RestRequest, tableName: string): Promise<Response> {
  const params = parseParams(req);
  const payload = parsePayload(await readBody(req.request), req.request.headers.get('content-type'), {
    columns: params.columns,
    isRpc: false,
  });
  const { resolution } = req.prefs;
  const plan = await withSchema(req, (schema) => {
    const table = findTable(schema, tableName);
    checkColumns(table, payload.keys);
    const read = planMutationRead(schema, table, params);
    checkStrictPreferences(req);
    const onConflict = resolution
      ? { columns: params.onConflict ?? table.primaryKey, resolution }
      : undefined;
    return { schemaName: schema.name, table, read, returning: returningFor(req, read, table), onConflict };
  });
  const { table, read, returning, onConflict } = plan;
  const countsUpdates = onConflict?.resolution === 'merge-duplicates';
  const outcome = await runAsRole(req, false, (tx) =>
    runMutation(
      tx,
      req,
      (sqlParams) =>
        insertSql(
          plan,
          {
            body: payload.json,
            isObject: payload.isObject,
            columns: payload.keys.map((key) => table.columns.get(key)!),
            applyDefaults: req.prefs.missing === 'default',
            ...(onConflict ? { onConflict } : {}),
            returning,
          },
          sqlParams,
        ),
      read,
      returning,
      { location: req.prefs.return === 'headers-only' ? table.primaryKey : [], countsUpdates },
    ),
  );
  const inserted = outcome.pageTotal - outcome.updated;
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const honoursResolution = table.primaryKey.length > 0 || params.onConflict !== undefined;
  const location = locationHeader(table.name, outcome.location);
  return respond(req, {
    status: countsUpdates && inserted <= 0 ? 200 : 201,
    body: outcome.body,
    contentRange: contentRange(1, 0, counted ? outcome.pageTotal : undefined),
    preferenceApplied: preferenceApplied(req.prefs, [
      ...(honoursResolution ? (['resolution'] as const) : []),
      'missing',
      'return',
      'count',
      'handling',
    ]),
    withContentType: req.prefs.return === 'representation',
    headers: location ? { Location: location } : {},
  });
}
