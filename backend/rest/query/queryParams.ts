import { pColumns, pLogicPath, pTreePath } from './parsec/fieldGrammar.ts';
import { pLogicTree, pOpExpr, pSingleVal } from './parsec/filterGrammar.ts';
import { pOrder } from './parsec/orderGrammar.ts';
import { alt, pure } from './parsec/parsec.ts';
import { runParser } from './parsec/runParser.ts';
import { pFieldForest } from './parsec/selectGrammar.ts';
import { ALL_ROWS, type Range, readInteger, restrictRange } from './range.ts';
import type { Filter, LogicTree, OpExpr, OrderTerm, SelectItem } from './types.ts';

/** Path of embed names (aliases or relation names) from the root; `[]` is the root resource. */
export type EmbedPath = string[];

export interface QueryParams {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  /** The keys of every filter as written (PostgREST's qsFilterFields), for PUT's primary-key check. */
  filterKeys: Set<string>;
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  /** Ranges from `limit`/`offset`, keyed like PostgREST (`limit`, `users.limit`); paths are read when planning. */
  ranges: Map<string, Range>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters without an operator on GET/HEAD /rpc calls: the function's arguments (last one wins). */
  rpcArgs: [string, string][];
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
const lastWord = (key: string) => key.slice(key.lastIndexOf('.') + 1);

// Pages send the same parameters again and again; their parse (plain data, never mutated) is kept.
const parsed = new Map<string, unknown>();
function cached<T>(kind: string, text: string, parse: () => T): T {
  const key = `${kind}\u0000${text}`;
  if (parsed.has(key)) return parsed.get(key) as T;
  const value = parse();
  if (parsed.size >= 2000) parsed.clear();
  parsed.set(key, value);
  return value;
}

export const parseSelect = (value: string) =>
  cached('select', value, () =>
    runParser(pFieldForest, `failed to parse select parameter (${value})`, value),
  );
export const parseOrder = (value: string) =>
  cached('order', value, () => runParser(pOrder, `failed to parse order (${value})`, value));
export const parseTreePath = (key: string) =>
  cached('path', key, () => runParser(pTreePath, `failed to parse tree path (${key})`, key));
export const parseColumns = (name: 'columns' | 'on_conflict', value: string) =>
  runParser(pColumns, `failed to parse ${name} parameter (${value})`, value);

const filterValue = pOpExpr(pSingleVal);
const argumentOrFilter = alt<OpExpr | undefined>(filterValue, pure(undefined));
/** A filter's value; on GET /rpc a value without an operator is an argument (undefined). */
export function parseFilterValue(value: string, isRpcRead = false): OpExpr | undefined {
  return cached(isRpcRead ? 'argument' : 'filter', value, () =>
    runParser(isRpcRead ? argumentOrFilter : filterValue, `failed to parse filter (${value})`, value),
  );
}

export function parseLogic(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
  const { path, operator } = runParser(pLogicPath, `failed to parse logic path (${key})`, key);
  return { path, tree: runParser(pLogicTree, `failed to parse logic tree (${value})`, operator + value) };
}

/**
 * Classifies and parses the query string as QueryParams.hs `parse` does, in its order (order, logic,
 * columns, select, filters, on_conflict), so the first PGRST100 is the one PostgREST reports. Every
 * parameter that is not reserved is a filter and must parse; only GET/HEAD /rpc calls take the ones
 * without an operator as arguments.
 */
export function parseQueryParams(pairs: [string, string | undefined][], isRpcRead = false): QueryParams {
  const withValue = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
  const first = (key: string) => pairs.find(([k]) => k === key)?.[1];
  const ending = (words: string[]) => withValue.filter(([key]) => words.includes(lastWord(key)));

  const order = ending(['order']).map(([key, value]) => ({
    path: parseTreePath(key).path,
    terms: parseOrder(value),
  }));
  const logic = ending(['and', 'or']).map(([key, value]) => parseLogic(key, value));
  const columnsText = first('columns');
  const columns = columnsText === undefined ? undefined : parseColumns('columns', columnsText);
  const select = parseSelect(first('select') ?? '*');
  const filters: QueryParams['filters'] = [];
  const filterKeys = new Set<string>();
  const rpcArgs: [string, string][] = [];
  for (const [key, value] of withValue) {
    if (RESERVED.has(key) || RESERVED_EMBEDDABLE.has(lastWord(key))) continue;
    filterKeys.add(key);
    const { path, field } = parseTreePath(key);
    const expr = parseFilterValue(value, isRpcRead);
    if (expr) filters.push({ path, filter: { field, expr } });
    else rpcArgs.push([field.name, value]);
  }
  const onConflictText = first('on_conflict');
  const params: QueryParams = {
    select,
    filters,
    filterKeys,
    logic,
    order,
    ranges: readRanges(withValue),
    rpcArgs,
  };
  if (columns !== undefined) params.columns = columns;
  if (onConflictText !== undefined) params.onConflict = parseColumns('on_conflict', onConflictText);
  return params;
}

/** `limit`/`offset` pairs per key (`x.offset` is filed under `x.limit`); the last of each wins. */
function readRanges(pairs: [string, string][]): Map<string, Range> {
  const limits = new Map<string, Range>();
  const offsets = new Map<string, Range>();
  for (const [key, value] of pairs) {
    const word = lastWord(key);
    if (word === 'limit') limits.set(key, restrictRange(readInteger(value), ALL_ROWS));
    if (word === 'offset') {
      const offset = readInteger(value);
      offsets.set(
        `${key.slice(0, -'offset'.length)}limit`,
        offset === undefined ? ALL_ROWS : { lower: offset },
      );
    }
  }
  const ranges = new Map(limits);
  for (const [key, offset] of offsets) {
    const limit = limits.get(key);
    if (!limit) {
      ranges.set(key, offset);
      continue;
    }
    // Data.Ranged's unionWith: the offset's start and the limit's length (0 when the limit is unbounded).
    const length = limit.upper === undefined ? 0 : 1 + limit.upper - limit.lower;
    ranges.set(key, { lower: offset.lower, upper: offset.lower + length - 1 });
  }
  return ranges;
}
