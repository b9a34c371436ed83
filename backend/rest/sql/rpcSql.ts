import type { Routine } from '../schema/types.ts';
import { jsonBodyFromSql } from './jsonBodySql.ts';
import { ident, type SqlParams } from './sqlParams.ts';

export type RpcArguments =
  /** Named arguments as a JSON object (POST body, or GET query parameters as strings); of an array, the first. */
  | { kind: 'named'; json: string; names: string[]; isArray?: boolean }
  /** The whole POST body to a function with a single unnamed json/jsonb parameter. */
  | { kind: 'whole'; json: string };

/** Functions returning scalars (or void) are called in the select list, as PostgREST's `pgrst_scalar`. */
export const returnsScalar = (routine: Routine) => routine.returns !== 'composite';

/**
 * The rows a function call yields (QueryBuilder.hs callPlanToQuery): arguments are read from JSON with
 * each parameter's type and passed by name, so overloads resolve as in PostgREST.
 */
export function rpcSourceSql(
  schemaName: string,
  routine: Routine,
  args: RpcArguments,
  params: SqlParams,
): string {
  const fn = `${ident(schemaName)}.${ident(routine.name)}`;
  const wrap = (argumentList: string) =>
    returnsScalar(routine)
      ? `(SELECT ${fn}(${argumentList}) pgrst_scalar) pgrst_call`
      : `${fn}(${argumentList}) pgrst_call`;
  const selected = returnsScalar(routine) ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';

  if (args.kind === 'whole') {
    const type = routine.params[0]!.type;
    return `SELECT ${selected} FROM ${wrap(`${params.add(args.json)}::${type}`)}`;
  }
  const given = routine.params.filter((param) => args.names.includes(param.name));
  if (given.length === 0) return `SELECT ${selected} FROM ${wrap('')}`;
  const columns = given.map((param) => ({
    name: param.name,
    type: param.type,
    baseType: '',
    nullable: true,
  }));
  const from = jsonBodyFromSql(
    args.json,
    columns,
    { isObject: !args.isArray, applyDefaults: false, limitOne: true },
    params,
  );
  const argumentList = given
    .map(
      (param) =>
        `${param.variadic ? 'VARIADIC ' : ''}${ident(param.name)} := pgrst_body.${ident(param.name)}`,
    )
    .join(', ');
  return `SELECT ${selected} ${from}, LATERAL ${wrap(argumentList)}`;
}
