import { queryParseError } from '../errors/restError.ts';
import { parseColumnList } from './columnsParser.ts';
import { Cursor } from './cursor.ts';
import { parseFieldName, parseJsonPath } from './fieldName.ts';
import { parseFilterValue } from './filterParser.ts';
import { parseLogicTree } from './logicTreeParser.ts';
import { parseOrder } from './orderParser.ts';
import { parseSelect } from './selectParser.ts';
import {
  type Field,
  type Filter,
  FTS_OPERATORS,
  type LogicTree,
  type OrderTerm,
  SIMPLE_OPERATORS,
} from './types.ts';

/** Path of embed names (aliases or relation names) from the root; `[]` is the root resource. */
export type EmbedPath = string[];

export interface QueryParams {
  select: ReturnType<typeof parseSelect>;
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  /** `limit`/`offset` per embed path, keyed by the path joined with '.' ('' for the root). */
  limits: Map<string, { path: EmbedPath; limit?: number; offset?: number }>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are neither reserved nor filters: arguments of GET/HEAD /rpc calls. */
  rpcArgs: [string, string][];
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** Classifies and parses every query parameter the way QueryParams.hs does. Throws PGRST100. */
export function parseQueryParams(pairs: [string, string | undefined][]): QueryParams {
  const params: QueryParams = {
    select: [],
    filters: [],
    logic: [],
    order: [],
    limits: new Map(),
    rpcArgs: [],
  };
  const first = (key: string) => pairs.find(([k]) => k === key)?.[1];
  params.select = parseSelect(first('select') ?? '*');
  const columns = first('columns');
  if (columns !== undefined) params.columns = parseColumnList('columns', columns);
  const onConflict = first('on_conflict');
  if (onConflict !== undefined) params.onConflict = parseColumnList('on_conflict', onConflict);

  for (const [key, value] of pairs) {
    if (value === undefined || RESERVED.has(key)) continue;
    const last = key.split('.').at(-1)!;
    if (RESERVED_EMBEDDABLE.has(last)) {
      addEmbeddable(params, key, last, value);
    } else if (key.includes('.') || looksLikeFilter(value)) {
      const { path, field } = parseTreePath(key);
      params.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
    } else params.rpcArgs.push([key, value]);
  }
  return params;
}

function addEmbeddable(params: QueryParams, key: string, last: string, value: string): void {
  if (last === 'and' || last === 'or') {
    const { path, operator } = parseLogicPath(key);
    params.logic.push({ path, tree: parseLogicTree(operator, value) });
    return;
  }
  const { path } = parseTreePath(key);
  if (last === 'order') {
    params.order.push({ path, terms: parseOrder(value) });
    return;
  }
  const id = path.join('.');
  const entry = params.limits.get(id) ?? { path };
  const number = /^\s*-?\d+\s*$/.test(value) ? Number(value) : undefined;
  if (number !== undefined) entry[last === 'limit' ? 'limit' : 'offset'] = number;
  params.limits.set(id, entry);
}

/** PostgREST's test for "this value is a filter" (an operator before the first dot). */
function looksLikeFilter(value: string): boolean {
  const parts = value.split('.');
  const head = parts[0]!.replace(/\((any|all)\)$/, '');
  if (head === 'not' && parts.length > 1) return true;
  if (head === 'is' || head === 'in') return true;
  if (head in SIMPLE_OPERATORS || head in FTS_OPERATORS || head === 'isdistinct') return true;
  const paren = value.split('(');
  return paren.length > 1 && paren[0]! in FTS_OPERATORS;
}

/** `embed.sub.column->json` → path [embed, sub] and the field (for `embed.order` the field is `order`). */
function parseTreePath(key: string): { path: EmbedPath; field: Field } {
  const cursor = new Cursor(key, `failed to parse tree path (${key})`);
  const names = [parseFieldName(cursor)];
  while (cursor.eat('.')) names.push(parseFieldName(cursor));
  const jsonPath = parseJsonPath(cursor);
  if (!cursor.atEnd) throw cursor.unexpected(['delimiter (.)', 'end of input']);
  const name = names.pop()!;
  return { path: names, field: { name, jsonPath } };
}

function parseLogicPath(key: string): { path: EmbedPath; operator: string } {
  const cursor = new Cursor(key, `failed to parse logic path (${key})`);
  const names = [parseFieldName(cursor)];
  while (cursor.eat('.')) names.push(parseFieldName(cursor));
  if (!cursor.atEnd) throw queryParseError(`"failed to parse logic path (${key})"`, 'unexpected input');
  const operator = names.pop()!;
  const negated = names.includes('not');
  return { path: names.filter((name) => name !== 'not'), operator: negated ? `not.${operator}` : operator };
}
