import { preferenceApplied } from '../query/preferences.ts';
import { contentRangeHeader } from '../query/range.ts';
import { deleteSql, updateSql } from '../sql/mutationSql.ts';
import { checkMaxAffected, runAsRole } from './execute.ts';
import { checkPayloadColumns, planMutation, requireWhere, rootConditions, runMutation } from './mutation.ts';
import type { RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse, type Ran } from './statement.ts';

/** Response.hs for PATCH and DELETE: 204, or 200 with the representation. */
function changedResponse(
  req: RestRequest,
  ran: Extract<Ran, { kind: 'result' }>,
  range: string,
  plan: 'update' | 'delete',
  mediaType: Parameters<typeof respond>[1]['mediaType'],
) {
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? 200 : 204,
    body: ran.outcome.body,
    contentRange: range,
    preferenceApplied: preferenceApplied(req.prefs, plan),
    ...(representation ? { mediaType } : {}),
    guc: { headers: ran.outcome.gucHeaders, status: ran.outcome.gucStatus },
  });
}

const counted = (req: RestRequest) => req.prefs.count === 'exact' || req.prefs.count === 'estimated';

/** PATCH /<table>: update the filtered rows. */
export async function updateRows(req: RestRequest, tableName: string): Promise<Response> {
  const payload = req.payload as Extract<NonNullable<RestRequest['payload']>, { kind: 'json' }>;
  const plan = await planMutation(req, tableName, checkPayloadColumns(payload));
  const where = rootConditions(req);
  if (payload.keys.length > 0) requireWhere('UPDATE', where);
  const ran = await runAsRole(req, false, async (tx) => {
    const result = await runMutation(tx, plan, (sqlParams) =>
      updateSql(
        { schemaName: plan.schemaName, table: plan.table },
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
    );
    if (result.kind === 'result') checkMaxAffected(req, result.outcome.pageTotal);
    return result;
  });
  if (ran.kind === 'plan') return planResponse(req, plan.negotiated.mediaType, ran.text);
  const rows = ran.outcome.pageTotal;
  return changedResponse(
    req,
    ran,
    contentRangeHeader(0, rows - 1, counted(req) ? rows : undefined),
    'update',
    plan.negotiated.mediaType,
  );
}

/** DELETE /<table>: delete the filtered rows. */
export async function deleteRows(req: RestRequest, tableName: string): Promise<Response> {
  const plan = await planMutation(req, tableName);
  const where = rootConditions(req);
  requireWhere('DELETE', where);
  const ran = await runAsRole(req, false, async (tx) => {
    const result = await runMutation(tx, plan, (sqlParams) =>
      deleteSql({ schemaName: plan.schemaName, table: plan.table }, where, plan.returning, sqlParams),
    );
    if (result.kind === 'result') checkMaxAffected(req, result.outcome.pageTotal);
    return result;
  });
  if (ran.kind === 'plan') return planResponse(req, plan.negotiated.mediaType, ran.text);
  const rows = ran.outcome.pageTotal;
  return changedResponse(
    req,
    ran,
    contentRangeHeader(1, 0, counted(req) ? rows : undefined),
    'delete',
    plan.negotiated.mediaType,
  );
}
