import { preferenceApplied } from '../query/preferences.ts';
import { contentRangeHeader } from '../query/range.ts';
import { deleteSql, updateSql } from '../sql/mutationSql.ts';
import type { SqlParams } from '../sql/sqlParams.ts';
import { checkMaxAffected, runAsRole } from './execute.ts';
import {
  checkPayloadColumns,
  type MutationPlan,
  payloadWrite,
  planMutation,
  requireWhere,
  rootConditions,
  runMutation,
} from './mutation.ts';
import { asJsonPayload } from './payload.ts';
import type { RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse } from './statement.ts';

/** PATCH /<table>: update the filtered rows. */
export async function updateRows(req: RestRequest, tableName: string): Promise<Response> {
  const payload = asJsonPayload(req.payload);
  const plan = await planMutation(req, tableName, checkPayloadColumns(payload));
  const where = rootConditions(req);
  if (payload.keys.length > 0) requireWhere('UPDATE', where);
  const write = payloadWrite(plan, payload);
  return changeRows(req, plan, 'update', (sqlParams) =>
    updateSql(
      write.target,
      { ...write.rows, applyDefaults: req.prefs.missing === 'default', where },
      sqlParams,
    ),
  );
}

/** DELETE /<table>: delete the filtered rows. */
export async function deleteRows(req: RestRequest, tableName: string): Promise<Response> {
  const plan = await planMutation(req, tableName);
  const where = rootConditions(req);
  requireWhere('DELETE', where);
  return changeRows(req, plan, 'delete', (sqlParams) =>
    deleteSql({ schemaName: plan.schemaName, table: plan.table }, where, plan.returning, sqlParams),
  );
}

/**
 * Runs PATCH's or DELETE's statement (refused past `max-affected`) and answers as Response.hs: 204, or
 * 200 with the representation. The Content-Range is PostgREST's: `0-(n-1)` for PATCH, always `*` for DELETE.
 */
async function changeRows(
  req: RestRequest,
  plan: MutationPlan,
  kind: 'update' | 'delete',
  build: (sqlParams: SqlParams) => string,
): Promise<Response> {
  const ran = await runAsRole(req, false, async (tx) => {
    const result = await runMutation(tx, plan, build);
    if (result.kind === 'result') checkMaxAffected(req, result.outcome.pageTotal);
    return result;
  });
  const mediaType = plan.negotiated.mediaType;
  if (ran.kind === 'plan') return planResponse(req, mediaType, ran.text);
  const rows = ran.outcome.pageTotal;
  const total = req.prefs.count === 'exact' || req.prefs.count === 'estimated' ? rows : undefined;
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? 200 : 204,
    body: ran.outcome.body,
    contentRange:
      kind === 'update' ? contentRangeHeader(0, rows - 1, total) : contentRangeHeader(1, 0, total),
    preferenceApplied: preferenceApplied(req.prefs, kind),
    ...(representation ? { mediaType } : {}),
    guc: { headers: ran.outcome.gucHeaders, status: ran.outcome.gucStatus },
  });
}
