import { RestError } from '../errors/restError.ts';
import type { EmbedPath, QueryParams } from '../query/queryParams.ts';
import { ALL_ROWS, capRange, intersectRanges, rangeFromParams } from '../query/range.ts';
import type { JoinType, LogicTree, OrderTerm, Range, SelectItem } from '../query/types.ts';
import { findRelationship } from '../schema/findRelationship.ts';
import type { Relationship, Schema, Table } from '../schema/types.ts';
import type { Scope } from './fieldSql.ts';
import { ident } from './sqlParams.ts';

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

export const isToOne = (rel: Relationship) =>
  rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';

export interface RootSource {
  relName: string;
  table: Table | undefined;
  fromSql: string;
  fromAlias?: string;
}

export interface PlanOptions {
  /** Root filters and logic go to the mutation's WHERE instead of the read (PATCH/DELETE/POST). */
  rootFiltersElsewhere?: boolean;
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
    if (path.length === 0 && options.rootFiltersElsewhere) continue;
    findNode(node, path).where.push({ kind: 'filter', filter });
  }
  for (const { path, tree } of params.logic) {
    if (path.length === 0 && options.rootFiltersElsewhere) continue;
    findNode(node, path).where.push(tree);
  }
  for (const { path, terms } of [...params.order].reverse()) findNode(node, path).order = terms;
  for (const { path, limit, offset } of params.limits.values()) {
    findNode(node, path).range = rangeFromParams(limit, offset);
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
    if (!next) {
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
    node = next;
  }
  return node;
}

function applyToTree(node: ReadNode, visit: (node: ReadNode) => void): void {
  visit(node);
  for (const embed of node.embeds) applyToTree(embed, visit);
}

/** `order=author(email)` sorts by a to-one embed's column: PGRST108 if not embedded, PGRST118 if to-many. */
function relatedOrder(node: ReadNode, term: OrderTerm): OrderTerm {
  if (term.relation === undefined) return term;
  const embed = node.embeds.find((e) => e.outputName === term.relation || e.name === term.relation);
  if (!embed) {
    throw new RestError(
      400,
      'PGRST108',
      `'${term.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${term.relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!isToOne(embed.rel)) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${embed.outputName}' is not possible`,
      `'${node.relName}' and '${embed.outputName}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return { ...term, relation: embed.lateralAlias };
}

/** Embeds named in filters only take `is.null` / `not.is.null` (PGRST120). */
function validateNullEmbedFilters(node: ReadNode): void {
  const visit = (tree: LogicTree) => {
    if (tree.kind === 'expr') return tree.children.forEach(visit);
    const { field, expr } = tree.filter;
    if (field.jsonPath.length > 0 || node.table?.columns.has(field.name)) return;
    const embed = node.embeds.find((e) => e.outputName === field.name);
    if (!embed) return;
    const op = expr.operation;
    if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
  };
  node.where.forEach(visit);
}
