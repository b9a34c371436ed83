/** The syntax tree of PostgREST's query parameters (QueryParams.hs), before any schema lookup. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** Object key, or array index (digits signed `+` or `-`, as PostgREST keeps them) when `isIndex`. */
  key: string;
  isIndex: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type JoinType = 'inner' | 'left';

export type AggregateFunction = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | {
      kind: 'field';
      field: Field;
      alias?: string;
      cast?: string;
      aggregate?: AggregateFunction;
      aggregateCast?: string;
    }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: JoinType;
      spread: boolean;
      children: SelectItem[];
    };

export const SIMPLE_OPERATORS = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  neq: '<>',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

/** Operators that take `(any)` / `(all)` and a Postgres array literal. */
export const QUANTIFIABLE = new Set<SimpleOperator>([
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
]);

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'op'; op: SimpleOperator; value: string; quantifier?: 'any' | 'all' }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `rel(col)` terms: ordering by a to-one embedded resource. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}
