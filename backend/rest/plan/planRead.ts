import type { QueryParams } from '../query/queryParams.ts';
import { capRange, type Range } from '../query/range.ts';
import type { Schema } from '../schema/types.ts';
import {
  addAliases,
  addToManyOrderSelects,
  expandStars,
  hoistSpreadAggregates,
  validateAggregates,
} from './aggregates.ts';
import type { ReadNode } from './readNode.ts';
import { attachParams, initReadTree, type RootSource } from './readTree.ts';
import { addNullEmbedFilters, addRelatedOrders, addRelSelects, resolveEmbeds } from './resolveEmbeds.ts';

export interface PlanOptions {
  /** Mutations: root filters belong to the mutation, ranges and db-max-rows do not apply. */
  isMutation: boolean;
  topRange: Range;
  /** db-max-rows; caps every level of reads and calls. */
  maxRows: number | undefined;
  aggregatesEnabled: boolean;
}

/** Builds the read tree of a request in the stages of Plan.hs readPlan (so its errors come in its order). */
export function planRead(
  schema: Schema,
  root: RootSource,
  params: QueryParams,
  options: PlanOptions,
): ReadNode {
  const tree = initReadTree(root, params.select);
  attachParams(tree, params, options);
  resolveEmbeds(schema, tree, root.relName);
  expandStars(tree);
  addAliases(tree);
  addRelatedOrders(tree, root.fromAlias === undefined ? root.relName : 'pgrst_source');
  addNullEmbedFilters(tree);
  addRelSelects(tree);
  validateAggregates(tree, options.aggregatesEnabled);
  hoistSpreadAggregates(tree);
  addToManyOrderSelects(tree);
  if (!options.isMutation) capTree(tree, options.maxRows);
  return tree;
}

function capTree(node: ReadNode, maxRows: number | undefined): void {
  node.range = capRange(node.range, maxRows);
  for (const child of node.children) capTree(child, maxRows);
}

/** Plan.hs hasDefaultSelect: a plain `select=*` (or none) without embeds lets relation media handlers apply. */
export const hasDefaultSelect = (tree: ReadNode) =>
  tree.children.length === 0 && tree.select.length === 1 && tree.select[0]!.field.name === '*';

/**
 * The columns a mutation or a call must return for the read after it (Plan.hs inferColsEmbedNeeds): the
 * selected columns, the FK columns embeds join on, and the primary key; `*` when the select has it or an
 * embed is computed (its needs cannot be known).
 */
export function columnsNeeded(tree: ReadNode, primaryKey: string[]): '*' | string[] {
  const names = tree.select.map((s) => s.field.name);
  if (names.includes('*')) return '*';
  if (tree.children.some((child) => child.rel?.computedFunction !== undefined)) return '*';
  const fkColumns = tree.children.flatMap((child) => {
    const rel = child.rel!;
    return rel.junction ? rel.junction.sourceColumns.map(([, own]) => own) : rel.columns.map(([own]) => own);
  });
  return [...new Set([...names, ...fkColumns, ...primaryKey])];
}
