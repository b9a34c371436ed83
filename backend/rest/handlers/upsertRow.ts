import { RestError } from '../errors/restError.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { checkColumns } from '../schema/findTable.ts';
import type { Table } from '../schema/types.ts';
import { insertSql } from '../sql/mutationSql.ts';
import { runAsRole } from './execute.ts';
import { payloadWrite, planMutation, rootConditions, runMutation } from './mutation.ts';
import { asJsonPayload } from './payload.ts';
import type { RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse } from './statement.ts';

/** Plan.hs MutationSingleUpsert: the filters are exactly the primary key, each `eq` (else 405 PGRST105). */
function checkPrimaryKeyFilters(req: RestRequest, table: Table): void {
  const { params } = req;
  const keys = table.primaryKey;
  const onlyPkEq =
    params.logic.length === 0 &&
    keys.length > 0 &&
    params.filterKeys.size === keys.length &&
    keys.every((column) => params.filterKeys.has(column)) &&
    params.filters
      .filter((f) => f.path.length === 0)
      .every(({ filter: { expr } }) => {
        const op = expr.operation;
        return !expr.negated && op.kind === 'op' && op.op === 'eq' && !op.quantifier;
      });
  if (!onlyPkEq) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
}

/**
 * PUT /<table>?pk=eq.x: insert or replace the one row the URL names (PostgREST's single upsert); the body
 * must carry the same key (PGRST115).
 */
export async function upsertRow(req: RestRequest, tableName: string): Promise<Response> {
  const payload = asJsonPayload(req.payload);
  const plan = await planMutation(req, tableName, (_schema, table) => {
    checkPrimaryKeyFilters(req, table);
    checkColumns(table, payload.keys);
  });
  const { table } = plan;
  const { target, rows } = payloadWrite(plan, payload);
  const ran = await runAsRole(req, false, async (tx) => {
    const result = await runMutation(
      tx,
      plan,
      (sqlParams) =>
        insertSql(
          target,
          {
            ...rows,
            applyDefaults: false,
            onConflict: { columns: table.primaryKey, resolution: 'merge-duplicates' },
            bodyConditions: rootConditions(req),
          },
          sqlParams,
        ),
      { countsUpdates: true },
    );
    if (result.kind === 'result' && result.outcome.pageTotal !== 1) {
      throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
    return result;
  });
  if (ran.kind === 'plan') return planResponse(req, plan.negotiated.mediaType, ran.text);
  const representation = req.prefs.return === 'representation';
  return respond(req, {
    status: representation ? ((ran.updated ?? 0) > 0 ? 200 : 201) : 204,
    body: ran.outcome.body,
    preferenceApplied: preferenceApplied(req.prefs, 'upsert'),
    ...(representation ? { mediaType: plan.negotiated.mediaType } : {}),
    guc: { headers: ran.outcome.gucHeaders, status: ran.outcome.gucStatus },
  });
}
