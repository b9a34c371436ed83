import { preferenceApplied } from '../query/preferences.ts';
import { contentRangeHeader } from '../query/range.ts';
import { insertSql } from '../sql/mutationSql.ts';
import { runAsRole } from './execute.ts';
import { checkPayloadColumns, locationHeader, payloadWrite, planMutation, runMutation } from './mutation.ts';
import { asJsonPayload } from './payload.ts';
import type { RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse } from './statement.ts';

/** POST /<table>: insert or upsert from a JSON object or array (201, or 200 when an upsert only updated). */
export async function insertRows(req: RestRequest, tableName: string): Promise<Response> {
  const payload = asJsonPayload(req.payload);
  const plan = await planMutation(req, tableName, checkPayloadColumns(payload));
  const { table } = plan;
  const { resolution } = req.prefs;
  const onConflict = resolution
    ? { columns: req.params.onConflict ?? table.primaryKey, resolution }
    : undefined;
  const countsUpdates = onConflict?.resolution === 'merge-duplicates';
  const representation = req.prefs.return === 'representation';
  const { target, rows } = payloadWrite(plan, payload);
  const ran = await runAsRole(req, false, (tx) =>
    runMutation(
      tx,
      plan,
      (sqlParams) =>
        insertSql(
          target,
          { ...rows, applyDefaults: req.prefs.missing === 'default', ...(onConflict ? { onConflict } : {}) },
          sqlParams,
        ),
      { location: req.prefs.return === 'headers-only' ? table.primaryKey : [], countsUpdates },
    ),
  );
  if (ran.kind === 'plan') return planResponse(req, plan.negotiated.mediaType, ran.text);
  const { outcome } = ran;
  const inserted = outcome.pageTotal - (ran.updated ?? 0);
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const hasKey = table.primaryKey.length > 0 || req.params.onConflict !== undefined;
  const location = locationHeader(table.name, ran.location);
  return respond(req, {
    status: countsUpdates && inserted <= 0 ? 200 : 201,
    body: representation ? outcome.body : '',
    contentRange: contentRangeHeader(1, 0, counted ? outcome.pageTotal : undefined),
    preferenceApplied: preferenceApplied(req.prefs, 'create', hasKey),
    ...(representation ? { mediaType: plan.negotiated.mediaType } : {}),
    headers: location ? { Location: location } : {},
    guc: { headers: outcome.gucHeaders, status: outcome.gucStatus },
  });
}
