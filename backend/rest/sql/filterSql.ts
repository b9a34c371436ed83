import type { Condition } from '../plan/readNode.ts';
import type { Filter, Operation } from '../query/types.ts';
import { FTS_OPERATORS, SIMPLE_OPERATORS } from '../query/types.ts';
import { fieldSql, isTsVector, type Scope } from './fieldSql.ts';
import { ident, type SqlParams } from './sqlParams.ts';

/** SQL for "this embed is (not) null": a lateral alias test in reads, an EXISTS in counts. */
export type NullEmbedSql = (condition: Extract<Condition, { kind: 'nullEmbed' }>) => string;

/** In the main query an embed is null when its lateral row is (SqlFragment.hs CoercibleFilterNullEmbed). */
export const lateralNullTest: NullEmbedSql = ({ negated, aggAlias }) =>
  `${ident(aggAlias)} IS ${negated ? '' : 'NOT '}DISTINCT FROM NULL`;

/** A filter as SQL (SqlFragment.hs pgFmtFilter): values bound, never interpolated. */
export function filterSql(scope: Scope, filter: Filter, params: SqlParams): string {
  const { field, expr } = filter;
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

/** Filters, `or`/`and` trees (negation included) and null-embed tests (pgFmtLogicTree). */
export function conditionSql(
  scope: Scope,
  condition: Condition,
  params: SqlParams,
  nullEmbed: NullEmbedSql = lateralNullTest,
): string {
  if (condition.kind === 'filter') return filterSql(scope, condition.filter, params);
  if (condition.kind === 'nullEmbed') return nullEmbed(condition);
  const joiner = condition.op === 'and' ? ' AND ' : ' OR ';
  const inner = condition.children.map((child) => conditionSql(scope, child, params, nullEmbed)).join(joiner);
  return `${condition.negated ? 'NOT ' : ''}(${inner})`;
}
