import type { ReadNode, RelSelect, SelectField, SpreadField, SpreadOrder } from '../plan/readNode.ts';
import { isAllRows, rangeLimit } from '../query/range.ts';
import type { OrderTerm } from '../query/types.ts';
import { isToOne } from '../schema/relationships.ts';
import { columnSql, fieldSql, type Scope } from './fieldSql.ts';
import { conditionSql, type NullEmbedSql } from './filterSql.ts';
import { ident, type SqlParams } from './sqlParams.ts';

/**
 * The SELECT of one level (QueryBuilder.hs readPlanToQuery): embeds are lateral joins, to-one as
 * `row_to_json(…)::jsonb`, to-many as `json_agg(…)::jsonb`, so Postgres builds the nested JSON.
 */
export function readSql(node: ReadNode, params: SqlParams): string {
  const selects = (
    node.select.length === 0 && node.children.length === 0
      ? [{ field: { name: '*', jsonPath: [] } }]
      : node.select
  ).map((s) => selectItemSql(node, s, params));
  const extra = node.spreadExtra.map(({ select, relation }) =>
    selectItemSql(
      relation === undefined ? node : { qualifier: ident(relation), table: undefined },
      select,
      params,
    ),
  );
  const joinSelects = node.relSelect.flatMap(relSelectSql);
  const joins = node.children.map((child) => joinSql(node, child, params));
  const where = [...node.where.map((c) => conditionSql(node, c, params)), ...joinConditions(node)];
  return [
    `SELECT ${[...selects, ...extra, ...joinSelects].join(', ')}`,
    fromSql(node),
    ...joins,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    groupSql(node, params),
    orderSql(node, node.order, params),
    rangeSql(node, params),
  ]
    .filter((part) => part !== '')
    .join(' ');
}

const applyCast = (sql: string, cast: string | undefined) =>
  cast === undefined ? sql : `CAST(${sql} AS ${cast})`;
const applyAggregate = (sql: string, aggregate: string | undefined, cast: string | undefined) =>
  aggregate === undefined ? sql : applyCast(`${aggregate.toUpperCase()}(${sql})`, cast);
const as = (alias: string | undefined) => (alias === undefined ? '' : ` AS ${ident(alias)}`);

function selectItemSql(scope: Scope, s: SelectField, params: SqlParams): string {
  const value = s.fullRow ? scope.qualifier : fieldSql(scope, s.field, params);
  return applyAggregate(applyCast(value, s.cast), s.aggregate, s.aggregateCast) + as(s.alias);
}

const fullName = (aggAlias: string, name: string) =>
  name === '*' ? `${ident(aggAlias)}.*` : `${ident(aggAlias)}.${ident(name)}`;

function relSelectSql(r: RelSelect): string[] {
  const alias = ident(r.aggAlias);
  if (r.kind === 'spread') {
    return r.fields.map(
      (f) => applyAggregate(fullName(r.aggAlias, f.name), f.aggregate, f.aggregateCast) + as(f.alias),
    );
  }
  if (r.empty) return [];
  return r.kind === 'object'
    ? [`row_to_json(${alias}.*)::jsonb AS ${ident(r.name)}`]
    : [`COALESCE(${alias}.${alias}, '[]') AS ${ident(r.name)}`];
}

function joinSql(parent: ReadNode, child: ReadNode, params: SqlParams): string {
  const alias = ident(child.aggAlias);
  const kind = child.joinType === 'inner' ? 'INNER' : 'LEFT';
  const lateral = (sub: string, on: string) => `${kind} JOIN LATERAL (${sub}) AS ${alias} ON ${on}`;
  const sub = readSql(child, params);
  const relSelect = parent.relSelect.find((r) => r.aggAlias === child.aggAlias)!;
  const on = child.joinType === 'inner' ? `${alias} IS NOT NULL` : 'TRUE';
  const aggregated = (columns: string[]) =>
    lateral(
      `SELECT ${[`json_agg(${alias})::jsonb AS ${alias}`, ...columns].join(', ')} FROM (${sub}) AS ${alias}`,
      on,
    );
  if (relSelect.kind === 'spread' && child.spread === 'toMany') {
    return aggregated(relSelect.fields.map((f) => spreadArraySql(child.aggAlias, child.spreadOrder, f)));
  }
  if (isToOne(child.rel!)) return lateral(sub, 'TRUE');
  return aggregated([]);
}

/** A column of a to-many spread: the values of every embedded row, as one correlated array. */
function spreadArraySql(aggAlias: string, order: SpreadOrder[], f: SpreadField): string {
  const orderBy = order.length
    ? ` ORDER BY ${order.map((o) => [fullName(aggAlias, o.alias), ...orderWords(o)].join(' ')).join(', ')}`
    : '';
  return `COALESCE(json_agg(${fullName(aggAlias, f.name)}${orderBy}),'[]')::jsonb AS ${ident(f.alias ?? f.name)}`;
}

function fromSql(node: ReadNode): string {
  const from = `FROM ${node.fromSql}${node.fromAlias === undefined ? '' : ` AS ${ident(node.fromAlias)}`}`;
  const junction = node.rel?.junction;
  return junction ? `${from}, ${junctionSql(node)}` : from;
}

const junctionSql = (node: ReadNode) =>
  `${node.fromSql.slice(0, node.fromSql.indexOf('.'))}.${ident(node.rel!.junction!.table)}`;

/** Child rows belong to the parent row: FK columns equal, through the junction for many-to-many. */
function joinConditions(node: ReadNode): string[] {
  const { rel } = node;
  if (!rel || rel.computedFunction !== undefined || node.depth === 0) return [];
  const parent = node.parentQualifier!;
  if (rel.junction) {
    const junction = junctionSql(node);
    return [
      ...rel.junction.targetColumns.map(([j, c]) => `${junction}.${ident(j)} = ${columnSql(node, c)}`),
      ...rel.junction.sourceColumns.map(([j, p]) => `${junction}.${ident(j)} = ${parent}.${ident(p)}`),
    ];
  }
  return rel.columns.map(([p, c]) => `${columnSql(node, c)} = ${parent}.${ident(p)}`);
}

/** SqlFragment.hs groupF: with aggregates, everything else selected groups the rows. */
function groupSql(node: ReadNode, params: SqlParams): string {
  const aggregated =
    node.select.some((s) => s.aggregate !== undefined) ||
    node.relSelect.some((r) => r.kind === 'spread' && r.fields.some((f) => f.aggregate !== undefined));
  if (!aggregated) return '';
  const terms = [
    ...node.select
      .filter((s) => s.aggregate === undefined)
      .map((s) => (s.alias !== undefined ? ident(s.alias) : fieldSql(node, s.field, params))),
    ...node.relSelect.flatMap((r): string[] => {
      if (r.kind !== 'spread') return [ident(r.name)];
      const plain = r.fields.filter((f) => f.aggregate === undefined);
      return plain.length
        ? [plain.map((f) => `${ident(r.aggAlias)}.${ident(f.alias ?? f.name)}`).join(', ')]
        : [];
    }),
  ];
  return terms.length ? `GROUP BY ${terms.join(', ')}` : '';
}

const orderWords = (term: Pick<OrderTerm, 'direction' | 'nulls'>) => [
  ...(term.direction ? [term.direction.toUpperCase()] : []),
  ...(term.nulls ? [term.nulls === 'first' ? 'NULLS FIRST' : 'NULLS LAST'] : []),
];

export function orderSql(node: Scope, terms: OrderTerm[], params: SqlParams): string {
  if (terms.length === 0) return '';
  const sql = terms.map((term) => {
    const scope = term.relation === undefined ? node : { qualifier: ident(term.relation), table: undefined };
    return [fieldSql(scope, term.field, params), ...orderWords(term)].join(' ');
  });
  return `ORDER BY ${sql.join(', ')}`;
}

function rangeSql(node: ReadNode, params: SqlParams): string {
  if (isAllRows(node.range)) return '';
  const limit = rangeLimit(node.range);
  return `LIMIT ${limit === undefined ? 'ALL' : params.add(String(limit))} OFFSET ${params.add(String(node.range.lower))}`;
}

/**
 * The root's count (QueryBuilder.hs readPlanToCountQuery): only WHERE matters; `!inner` embeds and
 * null-embed filters become EXISTS subqueries so counting never builds JSON.
 */
export function countSql(node: ReadNode, params: SqlParams): string {
  const exists = (child: ReadNode) => `EXISTS (${countSql(child, params)})`;
  const nullEmbed: NullEmbedSql = ({ negated, aggAlias }) => {
    const child = node.children.find((c) => c.aggAlias === aggAlias)!;
    return `${negated ? '' : 'NOT '}${exists(child)}`;
  };
  const where = [
    ...node.where.map((c) => conditionSql(node, c, params, nullEmbed)),
    ...joinConditions(node),
    ...node.children.filter((child) => child.joinType === 'inner').map(exists),
  ];
  return [`SELECT 1 ${fromSql(node)}`, where.length ? `WHERE ${where.join(' AND ')}` : '']
    .filter(Boolean)
    .join(' ');
}
