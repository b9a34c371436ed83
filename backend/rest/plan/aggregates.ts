import { aggregatesNotAllowed, notImplemented } from '../errors/planErrors.ts';
import type { AggregateFunction } from '../query/types.ts';
import type { ReadNode, SelectField } from './readNode.ts';

/** The stages of Plan.hs readPlan that deal with aggregates, aliases and spreads, in its order. */

const hasAggregate = (node: ReadNode) => node.select.some((s) => s.aggregate !== undefined);

/**
 * Plan.hs expandStars: `*` becomes the table's columns where an aggregate (here or above) or a to-many
 * spread needs them named; `count()` on a spread counts whole rows.
 */
export function expandStars(node: ReadNode, aggregateAbove = false): void {
  const hasAgg = aggregateAbove || hasAggregate(node) || node.spread === 'toMany';
  const expandable = (s: SelectField) =>
    s.aggregate === undefined || (node.spread !== undefined && s.aggregate === 'count');
  const hasStar = node.select.some((s) => expandable(s) && s.field.name === '*');
  if (hasStar && hasAgg) {
    const columns = [...(node.table?.columns.keys() ?? [])];
    node.select = node.select.flatMap((s): SelectField[] => {
      if (s.field.name !== '*' || s.field.jsonPath.length > 0) return [s];
      if (s.aggregate === undefined) return columns.map((name) => ({ ...s, field: { name, jsonPath: [] } }));
      return node.spread !== undefined && s.aggregate === 'count' ? [{ ...s, fullRow: true }] : [s];
    });
  }
  for (const child of node.children) expandStars(child, hasAgg);
}

/** Plan.hs addAliases: a JSON path is named by its last key; aggregates in spreads by their function. */
export function addAliases(node: ReadNode): void {
  node.select = node.select.map((s) => {
    if (s.alias !== undefined) return s;
    if (s.aggregate !== undefined) return node.spread === undefined ? s : { ...s, alias: s.aggregate };
    if (s.field.jsonPath.length === 0) return s;
    const keys = s.field.jsonPath.filter((step) => !step.isIndex);
    const last = s.field.jsonPath.at(-1)!;
    return { ...s, alias: last.isIndex ? (keys.at(-1)?.key ?? s.field.name) : last.key };
  });
  for (const child of node.children) addAliases(child);
}

/** PGRST123 unless `db_aggregates_enabled`. */
export function validateAggregates(node: ReadNode, enabled: boolean): void {
  if (!enabled && hasAggregate(node)) throw aggregatesNotAllowed();
  for (const child of node.children) validateAggregates(child, enabled);
}

type Hoisted = {
  aggAlias: string;
  name: string;
  aggregate: AggregateFunction;
  aggregateCast?: string;
  alias?: string;
};

/**
 * Plan.hs hoistSpreadAggFunctions: aggregates inside to-one spreads are computed one level up (grouped by
 * the parent's columns), so `select=client_id,...invoices(total.sum())` sums per client.
 */
export function hoistSpreadAggregates(node: ReadNode): Hoisted[] {
  const fromChildren = node.children.flatMap(hoistSpreadAggregates);
  const isToOneSpread = node.spread === 'toOne';
  const hoisted: Hoisted[] = [];
  if (isToOneSpread && node.depth > 0) {
    node.select = node.select.map((s) => {
      if (s.aggregate === undefined) return s;
      const entry: Hoisted = {
        aggAlias: node.aggAlias,
        name: s.alias ?? s.field.name,
        aggregate: s.aggregate,
      };
      if (s.aggregateCast !== undefined) entry.aggregateCast = s.aggregateCast;
      if (s.alias !== undefined) entry.alias = s.alias;
      hoisted.push(entry);
      const { aggregate: _a, aggregateCast: _c, ...plain } = s;
      return plain;
    });
    return [...hoisted, ...fromChildren.map((h) => ({ ...h, aggAlias: node.aggAlias }))];
  }
  if (node.children.length > 0) {
    node.relSelect = node.relSelect.map((r) => {
      if (r.kind !== 'spread') return r;
      return {
        ...r,
        fields: r.fields.map((f) => {
          const h = fromChildren.find((x) => x.aggAlias === r.aggAlias && x.name === f.name);
          if (!h) return f;
          const updated = { ...f, aggregate: h.aggregate };
          delete updated.aggregateCast;
          delete updated.alias;
          if (h.aggregateCast !== undefined) updated.aggregateCast = h.aggregateCast;
          if (h.alias !== undefined) updated.alias = h.alias;
          return updated;
        }),
      };
    });
  }
  return [];
}

/**
 * Plan.hs addToManyOrderSelects: a to-many spread orders its arrays inside json_agg, so its order columns
 * are selected under collision-free aliases; aggregates there are PGRST127.
 */
export function addToManyOrderSelects(node: ReadNode): void {
  if (node.spread === 'toMany') {
    const spreadAggregates = node.relSelect.some(
      (r) => r.kind === 'spread' && r.fields.some((f) => f.aggregate),
    );
    if (hasAggregate(node) || spreadAggregates) {
      throw notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
    }
    node.order.forEach((term, i) => {
      const alias = `${node.aggAlias}_${term.field.name}_${i + 1}`;
      const entry: ReadNode['spreadExtra'][number] = { select: { field: term.field, alias } };
      if (term.relation !== undefined) entry.relation = term.relation;
      node.spreadExtra.push(entry);
      node.spreadOrder.push({
        alias,
        ...(term.direction ? { direction: term.direction } : {}),
        ...(term.nulls ? { nulls: term.nulls } : {}),
      });
    });
    node.order = [];
  }
  for (const child of node.children) addToManyOrderSelects(child);
}
