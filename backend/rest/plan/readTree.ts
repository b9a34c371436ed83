import { notEmbedded } from '../errors/planErrors.ts';
import { type EmbedPath, parseTreePath, type QueryParams } from '../query/queryParams.ts';
import { ALL_ROWS, type Range } from '../query/range.ts';
import type { SelectItem } from '../query/types.ts';
import type { Table } from '../schema/types.ts';
import type { ReadNode } from './readNode.ts';

export interface RootSource {
  relName: string;
  table: Table | undefined;
  fromSql: string;
  fromAlias?: string;
}

function node(
  init: Pick<ReadNode, 'relName' | 'fromSql' | 'qualifier' | 'depth'> & Partial<ReadNode>,
): ReadNode {
  return {
    select: [],
    children: [],
    where: [],
    order: [],
    range: ALL_ROWS,
    aggAlias: '',
    relSelect: [],
    spreadExtra: [],
    spreadOrder: [],
    ...init,
  };
}

/** The tree the `select` describes (Plan.hs initReadRequest): fields on each level, one child per embed. */
export function initReadTree(root: RootSource, items: SelectItem[]): ReadNode {
  const tree = node({
    relName: root.relName,
    table: root.table,
    fromSql: root.fromSql,
    qualifier: root.fromAlias === undefined ? root.fromSql : `"${root.fromAlias.replaceAll('"', '""')}"`,
    depth: 0,
  });
  if (root.fromAlias !== undefined) tree.fromAlias = root.fromAlias;
  addItems(tree, items);
  return tree;
}

function addItems(parent: ReadNode, items: SelectItem[]): void {
  for (const item of items) {
    if (item.kind === 'field') {
      const { kind: _kind, ...select } = item;
      parent.select.push(select);
      continue;
    }
    const child = node({ relName: item.name, fromSql: '', qualifier: '', depth: parent.depth + 1 });
    if (item.alias !== undefined) child.alias = item.alias;
    if (item.hint !== undefined) child.hint = item.hint;
    if (item.joinType !== undefined) child.joinType = item.joinType;
    if (item.spread) child.spread = 'toOne';
    addItems(child, item.children);
    parent.children.push(child);
  }
}

/** The level a path names, matching relation names or aliases (Plan.hs updateNode); PGRST108 if none. */
export function findNode(root: ReadNode, path: EmbedPath): ReadNode {
  let current = root;
  for (const name of path) {
    const next = current.children.find((child) => child.relName === name || child.alias === name);
    if (!next) throw notEmbedded(name);
    current = next;
  }
  return current;
}

export interface AttachOptions {
  /** Mutations: root filters and trees are the mutation's WHERE, and ranges do not apply. */
  isMutation: boolean;
  /** The root's range (Range header, limit and offset), computed with the request. */
  topRange: Range;
}

/** Filters, orders, ranges and logic trees on their levels, in PostgREST's order (PGRST108 first come first). */
export function attachParams(tree: ReadNode, params: QueryParams, options: AttachOptions): void {
  for (const { path, filter } of [...params.filters].reverse()) {
    if (options.isMutation && path.length === 0) continue;
    findNode(tree, path).where.unshift({ kind: 'filter', filter });
  }
  for (const { path, terms } of [...params.order].reverse()) findNode(tree, path).order = terms;
  if (!options.isMutation) {
    for (const [key, range] of params.ranges) {
      const { path } = parseTreePath(key);
      findNode(tree, path).range = path.length === 0 ? options.topRange : range;
    }
    if (!params.ranges.has('limit')) tree.range = options.topRange;
  }
  for (const { path, tree: logic } of [...params.logic].reverse()) {
    if (options.isMutation && path.length === 0) continue;
    findNode(tree, path).where.unshift(logic);
  }
}
