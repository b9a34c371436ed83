import type { JoinType, LogicTree, OrderTerm, Range, SelectItem } from '../query/types.ts';
import type { Relationship } from '../schema/types.ts';
import type { Scope } from './fieldSql.ts';

// The read plan's tree, apart from the planner (readPlan.ts) so the checks it calls can name it too.

export type FieldItem = Extract<SelectItem, { kind: 'field' }>;

/** One level of a read: a table (or the mutation/RPC result) with its columns, embeds, filters, order, range. */
export interface ReadNode extends Scope {
  relName: string;
  /** The FROM item without alias: `"public"."users"` or `pgrst_source`. */
  fromSql: string;
  fromAlias?: string;
  fields: FieldItem[];
  embeds: EmbedNode[];
  where: LogicTree[];
  order: OrderTerm[];
  range: Range;
  depth: number;
}

export interface EmbedNode extends ReadNode {
  name: string;
  /** The key in the parent object (alias, else name). */
  outputName: string;
  rel: Relationship;
  joinType: JoinType;
  spread: boolean;
  /** The lateral join's alias, also the column holding a to-many array (PostgREST's relAggAlias). */
  lateralAlias: string;
  /** `rel()`: joined for filtering only, not part of the output. */
  isEmpty: boolean;
}
