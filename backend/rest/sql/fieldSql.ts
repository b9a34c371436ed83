import type { Field, JsonStep } from '../query/types.ts';
import type { Table } from '../schema/types.ts';
import { ident, type SqlParams } from './sqlParams.ts';

/** Where a level of the query reads its columns from. */
export interface Scope {
  /** How columns are qualified: `"public"."posts"`, `"posts"` (a CTE alias) or `"users_1"`. */
  qualifier: string;
  table?: Table | undefined;
}

const isJsonType = (baseType: string | undefined) => baseType === 'json' || baseType === 'jsonb';

export function columnSql(scope: Scope, name: string): string {
  return name === '*' ? `${scope.qualifier}.*` : `${scope.qualifier}.${ident(name)}`;
}

/**
 * A column, or its JSON path: json/jsonb columns take arrows directly, other types through `to_jsonb`
 * (PostgREST's resolveTypeOrUnknown). Keys and indexes are bound parameters.
 */
export function fieldSql(scope: Scope, field: Field, params: SqlParams): string {
  const column = columnSql(scope, field.name);
  if (field.jsonPath.length === 0) return column;
  const baseType = scope.table?.columns.get(field.name)?.baseType;
  const start = isJsonType(baseType) ? column : `to_jsonb(${column})`;
  return start + jsonPathSql(field.jsonPath, params);
}

export function jsonPathSql(path: JsonStep[], params: SqlParams): string {
  return path
    .map((step) => `${step.arrow}${step.isIndex ? `${params.add(step.key)}::int` : params.add(step.key)}`)
    .join('');
}

export function isTsVector(scope: Scope, field: Field): boolean {
  return field.jsonPath.length === 0 && scope.table?.columns.get(field.name)?.baseType === 'tsvector';
}
