import type { Routine } from '../schema/types.ts';
import { arrayLiteral } from './filterSql.ts';
import { jsonBodyFromSql } from './jsonBodySql.ts';
import { ident, type SqlParams } from './sqlParams.ts';

export type RpcArguments =
  /** POSTed JSON: named arguments read from the object (of an array, the first). */
  | { kind: 'json'; json: string; names: string[]; isArray: boolean }
  /** GET/HEAD query arguments or a form body: text values, repeated ones for a variadic parameter. */
  | { kind: 'direct'; values: Map<string, string[]> }
  /** The whole body to a function with a single unnamed parameter (json, jsonb, text, xml, bytea). */
  | { kind: 'whole'; body: string | Uint8Array };

/** Functions returning scalars (or void) are called in the select list, as PostgREST's `pgrst_scalar`. */
export const returnsScalar = (routine: Routine) => routine.returns !== 'composite';

/**
 * The rows a function call yields (QueryBuilder.hs callPlanToQuery): arguments passed by name with each
 * parameter's type, so overloads resolve in Postgres as they did in the schema cache.
 */
export function rpcSourceSql(
  schemaName: string,
  routine: Routine,
  args: RpcArguments,
  params: SqlParams,
): string {
  const fn = `${ident(schemaName)}.${ident(routine.name)}`;
  const call = (argumentList: string) =>
    returnsScalar(routine)
      ? `(SELECT ${fn}(${argumentList}) pgrst_scalar) pgrst_call`
      : `${fn}(${argumentList}) pgrst_call`;
  const selected = returnsScalar(routine) ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';

  if (args.kind === 'whole') {
    const [param] = routine.params;
    // bytea takes the body's bytes as they are (SqlFragment.hs singleParameter), JSON text included.
    const bytes = typeof args.body === 'string' ? new TextEncoder().encode(args.body) : args.body;
    const value = param!.type === 'bytea' ? params.add(bytes) : `${params.add(args.body)}::${param!.type}`;
    return `SELECT ${selected} FROM ${call(value)}`;
  }
  if (args.kind === 'direct') {
    const given = routine.params.filter((param) => args.values.has(param.name));
    const list = given.map((param) => {
      const values = args.values.get(param.name)!;
      const value = param.variadic ? arrayLiteral(values) : values.at(-1)!;
      return `${param.variadic ? 'VARIADIC ' : ''}${ident(param.name)} := ${params.add(value)}::${param.maxType}`;
    });
    return `SELECT ${selected} FROM ${call(list.join(', '))}`;
  }
  const given = routine.params.filter((param) => args.names.includes(param.name));
  if (given.length === 0) return `SELECT ${selected} FROM ${call('')}`;
  const columns = given.map((param) => ({
    name: param.name,
    type: param.maxType,
    nominalType: param.maxType,
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
  return `SELECT ${selected} ${from}, LATERAL ${call(argumentList)}`;
}
