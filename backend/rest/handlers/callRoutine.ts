import { RestError } from '../errors/restError.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { parseQueryParams } from '../query/queryParams.ts';
import { parseRangeHeader, rangeStatus } from '../query/range.ts';
import { findRoutine, takesWholeBody } from '../schema/findRoutine.ts';
import type { Routine } from '../schema/types.ts';
import { planRead } from '../sql/readPlan.ts';
import { countSql, readSql } from '../sql/readSql.ts';
import { type BodyShape, bodySql, resultSql } from '../sql/resultSql.ts';
import { type RpcArguments, rpcSourceSql } from '../sql/rpcSql.ts';
import { SqlParams } from '../sql/sqlParams.ts';
import { checkMaxAffected, checkSingular, queryResult, runAsRole, withSchema } from './execute.ts';
import { type Payload, parsePayload } from './payload.ts';
import { readBody } from './readBody.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';

function shapeOf(routine: Routine): BodyShape {
  if (routine.returns === 'composite') return routine.returnsSet ? 'rows' : 'singleComposite';
  return routine.returnsSet ? 'setOfScalars' : 'scalar';
}

/**
 * /rpc/<fn>: POST with a JSON body of named arguments, GET/HEAD with query arguments (always read-only).
 * Filters, order and limits apply to set-returning results.
 */
export async function callRoutine(req: RestRequest, name: string): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
  }
  const params = parseQueryParams(req.pairs);
  const isPost = req.method === 'POST';
  const headerRange = isPost ? undefined : parseRangeHeader(req.request.headers.get('range'));
  let payload: Payload;
  if (isPost) {
    payload = parsePayload(await readBody(req.request), req.request.headers.get('content-type'), {
      columns: params.columns,
      isRpc: true,
    });
  } else {
    const args = Object.fromEntries(params.rpcArgs);
    payload = { json: JSON.stringify(args), isObject: true, keys: Object.keys(args) };
  }

  const plan = await withSchema(req, (schema) => {
    const routine = findRoutine(schema, name, payload.keys, isPost);
    const relName = routine.returnTable ?? routine.name;
    const read = planRead(
      schema,
      { relName, table: schema.tables.get(relName), fromSql: 'pgrst_source', fromAlias: relName },
      params,
      { maxRows: routine.returnsSet ? req.maxRows : undefined, ...(headerRange ? { headerRange } : {}) },
    );
    checkStrictPreferences(req);
    return { schemaName: schema.name, routine, read };
  });
  const { routine, read } = plan;
  const args: RpcArguments = takesWholeBody(routine)
    ? { kind: 'whole', json: payload.json }
    : { kind: 'named', json: payload.json, names: payload.keys, isArray: !payload.isObject };
  const readOnly = !isPost || routine.volatility !== 'volatile';
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';

  const result = await runAsRole(req, readOnly, async (tx) => {
    const sqlParams = new SqlParams();
    const source = rpcSourceSql(plan.schemaName, routine, args, sqlParams);
    const sql = resultSql({
      source,
      rows: readSql(read, sqlParams),
      ...(counted ? { count: countSql(read, sqlParams) } : {}),
      ...(req.method === 'HEAD' ? {} : { body: bodySql(req.format, shapeOf(routine)) }),
    });
    const outcome = await queryResult(tx, sql, sqlParams.values);
    checkSingular(req, outcome.pageTotal);
    if (routine.returnsSet) checkMaxAffected(req, outcome.pageTotal);
    return outcome;
  });

  const { status, contentRange } = rangeStatus(read.range.offset, result.pageTotal, result.total);
  const prefs = preferenceApplied(req.prefs, ['count', 'handling', 'maxAffected']);
  if (routine.returns === 'void')
    return respond(req, { status: 204, contentRange, preferenceApplied: prefs });
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${read.range.offset} was requested, but there are only ${result.total ?? 0} rows.`,
      null,
      { 'Content-Range': contentRange },
    );
  }
  return respond(req, {
    status,
    body: result.body,
    contentRange,
    preferenceApplied: prefs,
    withContentType: true,
  });
}
