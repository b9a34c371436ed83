import type { Column } from '../schema/types.ts';
import { ident, literal, type SqlParams } from './sqlParams.ts';

export interface JsonBodyOptions {
  /** The body is one object (else an array of objects). */
  isObject: boolean;
  /** `Prefer: missing=default`: keys absent from a row take the column default, not NULL. */
  applyDefaults: boolean;
  /** Only the first row (RPC arguments). */
  limitOne?: boolean;
}

/**
 * `FROM (SELECT $1 AS json_data) pgrst_payload, LATERAL (… json_to_recordset …) pgrst_body`
 * (SqlFragment.hs fromJsonBodyF): Postgres reads the body with each column's type; with
 * `missing=default` every row is first merged over an object of the columns' default expressions.
 */
export function jsonBodyFromSql(
  body: string,
  columns: Column[],
  options: JsonBodyOptions,
  params: SqlParams,
): string {
  const jsonType = options.applyDefaults ? 'jsonb' : 'json';
  const parts = [`FROM (SELECT ${params.add(body)}::${jsonType} AS json_data) pgrst_payload`];
  let source = 'pgrst_payload.json_data';
  if (options.applyDefaults) {
    const defaults = columns
      .filter((column) => column.defaultSql !== undefined)
      .map((column) => `${literal(column.name)}, ${column.defaultSql}`);
    const defaultsObject = `jsonb_build_object(${defaults.join(', ')})`;
    parts.push(
      options.isObject
        ? `LATERAL (SELECT ${defaultsObject} || pgrst_payload.json_data AS val) pgrst_json_defs`
        : `LATERAL (SELECT jsonb_agg(${defaultsObject} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs`,
    );
    source = 'pgrst_json_defs.val';
  }
  const recordFn = `${jsonType}_to_record${options.isObject ? '' : 'set'}`;
  const names = columns.map((column) => ident(column.name)).join(', ');
  const typed = columns.map((column) => `${ident(column.name)} ${column.nominalType}`).join(', ');
  const rows =
    columns.length === 0
      ? options.isObject
        ? '(VALUES (1)) _'
        : `${jsonType}_array_elements(${source}) _`
      : `${recordFn}(${source}) AS _(${typed})${options.limitOne ? ' LIMIT 1' : ''}`;
  parts.push(`LATERAL (SELECT ${names} FROM ${rows}) pgrst_body`);
  return parts.join(', ');
}
