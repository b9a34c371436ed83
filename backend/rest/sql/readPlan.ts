import { RestError } from '../errors/restError.ts';
import type { EmbedPath, QueryParams } from '../query/queryParams.ts';
import { ALL_ROWS, capRange, intersectRanges, rangeFromParams } from '../query/range.ts';
import type { Range, SelectItem } from '../query/types.ts';
import { findRelationship } from '../schema/findRelationship.ts';
import { isToOne } from '../schema/relationships.ts';
import type { Schema, Table } from '../schema/types.ts';
import { notEmbedded, relatedOrder, validateNullEmbedFilters } from './embedChecks.ts';
import type { EmbedNode, ReadNode } from './readNode.ts';
import { ident } from './sqlParams.ts';

export type { EmbedNode, FieldItem, ReadNode } from './readNode.ts';

export interface RootSource {
  relName: string;
  table: Table | undefined;
  fromSql: string;
  fromAlias?: string;
}

export interface PlanOptions {
  /**
   * The read after a mutation: root filters and logic belong to the mutation's WHERE, and PostgREST
   * ignores `order`, `limit` and `offset` there.
   */
  afterMutation?: boolean;
  /** The `Range` request header (GET only), intersected with the root's limit/offset. */
  headerRange?: Range;
  /** db-max-rows; undefined for mutations, which PostgREST never caps. */
  maxRows?: number;
}

/** Builds the read tree of a request (Plan.hs readPlan): resolves embeds, then places filters and order. */
export function planRead(
  schema: Schema,
  root: RootSource,
  params: QueryParams,
  options: PlanOptions,
): ReadNode {
  const node: ReadNode = {
    relName: root.relName,
    table: root.table,
    fromSql: root.fromSql,
    qualifier: root.fromAlias === undefined ? root.fromSql : ident(root.fromAlias),
    fields: [],
    embeds: [],
    where: [],
    order: [],
    range: ALL_ROWS,
    depth: 0,
  };
  if (root.fromAlias !== undefined) node.fromAlias = root.fromAlias;
  addSelect(schema, node, params.select);

  for (const { path, filter } of params.filters) {
    if (path.length === 0 && options.afterMutation) continue;
    findNode(node, path).where.push({ kind: 'filter', filter });
  }
  for (const { path, tree } of params.logic) {
    if (path.length === 0 && options.afterMutation) continue;
    findNode(node, path).where.push(tree);
  }
  if (!options.afterMutation) {
    for (const { path, terms } of [...params.order].reverse()) findNode(node, path).order = terms;
    for (const { path, limit, offset } of params.limits.values()) {
      findNode(node, path).range = rangeFromParams(limit, offset);
    }
  }
  if (options.headerRange) node.range = intersectRanges(options.headerRange, node.range);
  applyToTree(node, (n) => {
    validateNullEmbedFilters(n);
    n.order = n.order.map((term) => relatedOrder(n, term));
    n.range = capRange(n.range, options.maxRows);
  });
  return node;
}

function addSelect(schema: Schema, node: ReadNode, items: SelectItem[]): void {
  for (const item of items) {
    if (item.kind === 'field') {
      if (item.aggregate) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      node.fields.push(item);
      continue;
    }
    const rel = findRelationship(schema, node.relName, item.name, item.hint);
    const outputName = item.alias ?? item.name;
    const depth = node.depth + 1;
    if (item.spread && !isToOne(rel)) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.name}' is not possible`,
        `'${node.relName}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const child: EmbedNode = {
      name: item.name,
      outputName,
      rel,
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      lateralAlias: `${node.relName}_${outputName}_${depth}`,
      isEmpty: item.children.length === 0,
      relName: rel.foreignTable,
      table: schema.tables.get(rel.foreignTable),
      fromSql: `${ident(schema.name)}.${ident(rel.foreignTable)}`,
      fromAlias: `${rel.foreignTable}_${depth}`,
      qualifier: ident(`${rel.foreignTable}_${depth}`),
      fields: [],
      embeds: [],
      where: [],
      order: [],
      range: ALL_ROWS,
      depth,
    };
    addSelect(schema, child, item.children);
    node.embeds.push(child);
  }
}

function findNode(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.embeds.find((embed) => embed.name === name || embed.outputName === name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

function applyToTree(node: ReadNode, visit: (node: ReadNode) => void): void {
  visit(node);
  for (const embed of node.embeds) applyToTree(embed, visit);
}
