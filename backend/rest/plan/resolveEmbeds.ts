import { notEmbedded, relatedOrderNotToOne } from '../errors/planErrors.ts';
import { findRelationship } from '../schema/findRelationship.ts';
import { isToOne } from '../schema/relationships.ts';
import type { Schema } from '../schema/types.ts';
import { ident, qualified } from '../sql/sqlParams.ts';
import { type Condition, outputNameOf, type ReadNode, type RelSelect, type SpreadField } from './readNode.ts';

/**
 * Plan.hs addRels: each embed finds its relationship from its parent's relation (the root's alias on
 * mutations and calls, where the root reads `pgrst_source`), takes its FROM and aliases, and becomes a
 * to-many spread when `...` meets a to-many relationship.
 */
export function resolveEmbeds(schema: Schema, node: ReadNode, origin: string): void {
  for (const child of node.children) {
    const lookupOrigin = child.depth === 1 ? (node.fromAlias ?? origin) : origin;
    const rel = findRelationship(schema, lookupOrigin, child.relName, child.hint);
    child.rel = rel;
    child.parentQualifier = node.qualifier;
    child.table = schema.tables.get(rel.foreignTable);
    child.aggAlias = `${rel.table}_${outputNameOf(child)}_${child.depth}`;
    if (child.spread && !isToOne(rel)) child.spread = 'toMany';
    const target = qualified(schema.name, rel.foreignTable);
    if (rel.junction) {
      child.fromSql = target;
      child.qualifier = target;
    } else {
      const alias = `${rel.foreignTable}_${child.depth}`;
      child.fromAlias = alias;
      child.qualifier = ident(alias);
      child.fromSql = rel.computedFunction
        ? `${rel.computedFunction}(${node.fromAlias === undefined ? ident(rel.table) : ident(node.fromAlias)}::${qualified(schema.name, rel.table)})`
        : target;
    }
    resolveEmbeds(schema, child, rel.foreignTable);
  }
}

/** Plan.hs addRelatedOrders: `order=embed(col)` sorts by a to-one embed's lateral alias. */
export function addRelatedOrders(node: ReadNode, fromName: string): void {
  node.order = node.order.map((term) => {
    if (term.relation === undefined) return term;
    const child = node.children.find((c) => outputNameOf(c) === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!isToOne(child.rel!)) throw relatedOrderNotToOne(fromName, outputNameOf(child));
    return { ...term, relation: child.aggAlias };
  });
  for (const child of node.children) addRelatedOrders(child, child.rel!.foreignTable);
}

/** Plan.hs addNullEmbedFilters: `embed=is.null` / `embed=not.is.null` test the embed, not a column. */
export function addNullEmbedFilters(node: ReadNode): void {
  const rewrite = (condition: Condition): Condition => {
    if (condition.kind === 'expr') return { ...condition, children: condition.children.map(rewrite) };
    if (condition.kind !== 'filter') return condition;
    const { field, expr } = condition.filter;
    const child = node.children.find((c) => outputNameOf(c) === field.name);
    if (
      !child ||
      field.jsonPath.length > 0 ||
      expr.operation.kind !== 'is' ||
      expr.operation.value !== 'null'
    ) {
      return condition;
    }
    return { kind: 'nullEmbed', negated: expr.negated, aggAlias: child.aggAlias };
  };
  node.where = node.where.map(rewrite);
  for (const child of node.children) addNullEmbedFilters(child);
}

/** Plan.hs addRelSelects: what each level selects of its children, bottom-up. */
export function addRelSelects(node: ReadNode): void {
  for (const child of node.children) addRelSelects(child);
  node.relSelect = node.children.map((child): RelSelect => {
    if (child.spread) return { kind: 'spread', aggAlias: child.aggAlias, fields: spreadFields(child) };
    return {
      kind: isToOne(child.rel!) ? 'object' : 'array',
      name: outputNameOf(child),
      aggAlias: child.aggAlias,
      empty: isEmptyEmbed(child),
    };
  });
}

/** `rel()`: nothing selected here nor below; joined only to filter. */
const isEmptyEmbed = (node: ReadNode): boolean =>
  node.select.length === 0 && node.children.every(isEmptyEmbed);

function spreadFields(node: ReadNode): SpreadField[] {
  return [
    ...node.select.map((s) => ({ name: s.alias ?? s.field.name })),
    ...node.relSelect.flatMap((r): SpreadField[] => (r.kind === 'spread' ? r.fields : [{ name: r.name }])),
  ];
}
