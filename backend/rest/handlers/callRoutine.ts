import { RestError } from '../errors/restError.ts';
import { hasDefaultSelect, planRead } from '../plan/planRead.ts';
import { preferenceApplied } from '../query/preferences.ts';
import { offsetPastTotal, rangeStatus } from '../query/range.ts';
import { findRoutine, hasOneUnnamedParam } from '../schema/findRoutine.ts';
import type { Routine } from '../schema/types.ts';
import { countSql, readSql } from '../sql/readSql.ts';
import { bodySql, type ReturnShape, resultSql } from '../sql/resultSql.ts';
import { type RpcArguments, rpcSourceSql } from '../sql/rpcSql.ts';
import { SqlParams } from '../sql/sqlParams.ts';
import { checkMaxAffected, checkSingular, runAsRole, withSchema } from './execute.ts';
import { negotiate } from './negotiate.ts';
import { checkStrictPreferences, type RestRequest } from './requestContext.ts';
import { respond } from './respond.ts';
import { planResponse, runStatement } from './statement.ts';

function shapeOf(routine: Routine): ReturnShape {
  if (routine.returns === 'composite') return routine.returnsSet ? 'rows' : 'singleComposite';
  return routine.returnsSet ? 'setOfScalars' : 'scalar';
}

/** The argument keys of a call (Plan.hs callReadPlan): query parameters on GET/HEAD, the body's keys on POST. */
function argumentKeys(req: RestRequest): string[] {
  if (req.method !== 'POST') return [...new Set(req.params.rpcArgs.map(([name]) => name))];
  return req.payload!.keys;
}

/**
 * Plan.hs callPlan's OnePosParam: a function whose only parameter is unnamed takes the whole body as sent,
 * however it was matched (`rpc('fn', { '': value })` passes `{"":value}`); without a JSON or raw body, the
 * arguments as a JSON object (QueryBuilder.hs `JSON.encode args`).
 */
function wholeArgument(req: RestRequest): string | Uint8Array {
  const payload = req.payload;
  if (payload?.kind === 'raw') return payload.text ?? payload.bytes;
  if (payload?.kind === 'json') return payload.json;
  const pairs = payload ? [...payload.values].map(([k, vs]) => [k, vs.at(-1)]) : req.params.rpcArgs;
  return JSON.stringify(Object.fromEntries(pairs));
}

function argumentsOf(req: RestRequest, routine: Routine): RpcArguments {
  if (hasOneUnnamedParam(routine)) return { kind: 'whole', body: wholeArgument(req) };
  const payload = req.payload;
  if (!payload || payload.kind === 'form') {
    const values = new Map<string, string[]>();
    const pairs = payload
      ? [...payload.values].flatMap(([k, vs]) => vs.map((v) => [k, v]))
      : req.params.rpcArgs;
    for (const [name, value] of pairs) values.set(name!, [...(values.get(name!) ?? []), value!]);
    return { kind: 'direct', values };
  }
  // A raw body names no argument: a function whose parameters all have defaults is called without any.
  if (payload.kind === 'raw') return { kind: 'direct', values: new Map() };
  return { kind: 'json', json: payload.json, names: payload.keys, isArray: !payload.isObject };
}

/**
 * /rpc/<fn>: POST with a body, GET/HEAD with query arguments (always read-only). Filters, order, limits and
 * embeds apply to set-returning results as to a table (Statements.hs mainCall).
 */
export async function callRoutine(req: RestRequest, name: string): Promise<Response> {
  const isPost = req.method === 'POST';
  const plan = await withSchema(req, (schema) => {
    const routine = findRoutine(schema, name, {
      keys: argumentKeys(req),
      contentType: req.contentType,
      isPost,
    });
    const relName = routine.returnTable ?? routine.name;
    const tree = planRead(
      schema,
      { relName, table: schema.tables.get(relName), fromSql: 'pgrst_source', fromAlias: relName },
      req.params,
      {
        isMutation: false,
        topRange: req.topRange,
        maxRows: req.runtime.settings.maxRows,
        aggregatesEnabled: req.db.aggregatesEnabled,
      },
    );
    const negotiated = negotiate(req, schema, relName, {
      defaultSelect: hasDefaultSelect(tree),
      isMutation: false,
    });
    checkStrictPreferences(req);
    if (req.prefs.handling === 'strict' && req.prefs.maxAffected !== undefined && !routine.returnsSet) {
      throw new RestError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    }
    return { schemaName: schema.name, routine, tree, negotiated };
  });
  const { routine, tree, negotiated } = plan;
  const readOnly = !isPost || routine.volatility !== 'volatile';
  const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const ran = await runAsRole(req, readOnly, async (tx) => {
    const params = new SqlParams();
    const source = rpcSourceSql(plan.schemaName, routine, argumentsOf(req, routine), params);
    const sql = resultSql({
      source,
      rows: readSql(tree, params),
      ...(counted ? { count: countSql(tree, params) } : {}),
      body: bodySql(negotiated.handler, shapeOf(routine)),
      ...(routine.returnsSet ? {} : { pageTotal: '1' }),
    });
    const result = await runStatement(tx, negotiated, sql, params.values);
    if (result.kind === 'result') {
      checkSingular(negotiated.mediaType.kind === 'single', result.outcome.pageTotal);
      checkMaxAffected(req, result.outcome.pageTotal);
    }
    return result;
  });
  if (ran.kind === 'plan') return planResponse(req, negotiated.mediaType, ran.text);
  const { outcome } = ran;
  const offset = req.topRange.lower;
  const { status, contentRange } = rangeStatus(offset, outcome.pageTotal, outcome.total);
  const prefs = preferenceApplied(req.prefs, 'call');
  const guc = { headers: outcome.gucHeaders, status: outcome.gucStatus };
  if (routine.returns === 'void')
    return respond(req, { status: 204, contentRange, preferenceApplied: prefs, guc });
  if (status === 416) throw offsetPastTotal(offset, outcome.total, contentRange);
  return respond(req, {
    status,
    body: outcome.body,
    contentRange,
    preferenceApplied: prefs,
    mediaType: negotiated.mediaType,
    guc,
  });
}
