import type { Range } from '../query/range.ts';
import type { AggregateFunction, Field, JoinType, LogicTree, OrderTerm } from '../query/types.ts';
import type { Relationship, Table } from '../schema/types.ts';

/** One selected column (Plan.hs CoercibleSelectField). `fullRow` is `count()` on a spread: the row itself. */
export interface SelectField {
  field: Field;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
  fullRow?: boolean;
}

/** A condition of a level: a filter or tree, or "the embed with this internal alias is (not) null". */
export type Condition =
  | Extract<LogicTree, { kind: 'filter' }>
  | { kind: 'expr'; negated: boolean; op: 'and' | 'or'; children: Condition[] }
  | { kind: 'nullEmbed'; negated: boolean; aggAlias: string };

/** An ordering of a spread to-many embed, moved into its json_agg (Plan.hs addToManyOrderSelects). */
export interface SpreadOrder {
  alias: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** What a level shows of one child (Plan.hs RelSelectField). */
export type RelSelect =
  | { kind: 'object' | 'array'; name: string; aggAlias: string; empty: boolean }
  | { kind: 'spread'; aggAlias: string; fields: SpreadField[] };

export interface SpreadField {
  name: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
  alias?: string;
}

/** One level of a read (Plan.hs ReadPlan): the root relation, or an embedded one. */
export interface ReadNode {
  /** The name used to find relationships: the table, or the select's relation name for embeds. */
  relName: string;
  alias?: string;
  hint?: string;
  joinType?: JoinType;
  spread?: 'toOne' | 'toMany';
  /** Columns of the relation read, when the schema knows it (for JSON arrows, tsvector and `*`). */
  table?: Table;
  /** The FROM item: a table, the `pgrst_source` CTE, or (embeds) set when the relationship is resolved. */
  fromSql: string;
  fromAlias?: string;
  /** How columns of this level are qualified in SQL. */
  qualifier: string;
  select: SelectField[];
  children: ReadNode[];
  where: Condition[];
  order: OrderTerm[];
  range: Range;
  depth: number;
  rel?: Relationship;
  /** How the parent's columns are qualified, for the join conditions. */
  parentQualifier?: string;
  /** The lateral join's alias, also the column holding a to-many array (PostgREST's relAggAlias). */
  aggAlias: string;
  relSelect: RelSelect[];
  /** Spread to-many: extra columns selected for its ordering (qualified by a related alias when set). */
  spreadExtra: { select: SelectField; relation?: string }[];
  spreadOrder: SpreadOrder[];
}

export const outputNameOf = (node: ReadNode) => node.alias ?? node.relName;
