import type { Filter, LogicTree, Operation } from '../query/types.ts';
import { FTS_OPERATORS, SIMPLE_OPERATORS } from '../query/types.ts';
import { fieldSql, isTsVector, type Scope } from './fieldSql.ts';
import type { SqlParams } from './sqlParams.ts';

/**
 * SQL testing whether the embed with this output name is null (`author=is.null`), or undefined when no
 * such embed exists and the filter is an ordinary one.
 */
export type NullEmbeds = (outputName: string, isNull: boolean) => string | undefined;

export const noEmbeds: NullEmbeds = () => undefined;

/** A filter as SQL (SqlFragment.hs pgFmtFilter): values bound, never interpolated. */
export function filterSql(scope: Scope, filter: Filter, params: SqlParams, nullEmbeds: NullEmbeds): string {
  const { field, expr } = filter;
  if (field.jsonPath.length === 0 && expr.operation.kind === 'is') {
    const isNull = (expr.operation.value === 'null') !== expr.negated;
    const embedTest = nullEmbeds(field.name, isNull);
    if (embedTest !== undefined) return embedTest;
  }
  const not = expr.negated ? 'NOT ' : '';
  const { operation } = expr;
  if (operation.kind === 'fts') {
    const language = operation.language === undefined ? '' : `${params.add(operation.language)}, `;
    const column = fieldSql(scope, field, params);
    const vector = isTsVector(scope, field) ? column : `to_tsvector(${language}${column})`;
    return `${not}${vector} @@ ${FTS_OPERATORS[operation.op]}(${language}${params.add(operation.value)})`;
  }
  return `${not}${fieldSql(scope, field, params)} ${operationSql(operation, params)}`;
}

function operationSql(operation: Exclude<Operation, { kind: 'fts' }>, params: SqlParams): string {
  switch (operation.kind) {
    case 'is':
      return `IS ${operation.value === 'not_null' ? 'NOT NULL' : operation.value.toUpperCase()}`;
    case 'isdistinct':
      return `IS DISTINCT FROM ${params.add(operation.value)}`;
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '') return `= ANY('{}')`;
      return `= ANY (${params.add(arrayLiteral(operation.values))})`;
    case 'op': {
      const isPattern = operation.op === 'like' || operation.op === 'ilike';
      const value = params.add(isPattern ? operation.value.replaceAll('*', '%') : operation.value);
      const quantified = operation.quantifier ? `${operation.quantifier.toUpperCase()}(${value})` : value;
      return `${SIMPLE_OPERATORS[operation.op]} ${quantified}`;
    }
  }
}

/** `{"a","b \"c\""}`: every element quoted, so commas, braces and NULL stay text (pgBuildArrayLiteral). */
export function arrayLiteral(values: string[]): string {
  const quote = (value: string) => {
    const cut = value.indexOf('\u0000');
    const clean = cut < 0 ? value : value.slice(0, cut);
    return `"${clean.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  };
  return `{${values.map(quote).join(',')}}`;
}

/** `or`/`and` trees, negation included (pgFmtLogicTree). */
export function logicTreeSql(
  scope: Scope,
  tree: LogicTree,
  params: SqlParams,
  nullEmbeds: NullEmbeds,
): string {
  if (tree.kind === 'filter') return filterSql(scope, tree.filter, params, nullEmbeds);
  const joiner = tree.op === 'and' ? ' AND ' : ' OR ';
  const inner = tree.children.map((child) => logicTreeSql(scope, child, params, nullEmbeds)).join(joiner);
  return `${tree.negated ? 'NOT ' : ''}(${inner})`;
}
