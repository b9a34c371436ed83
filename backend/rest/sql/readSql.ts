import type { OrderTerm } from '../query/types.ts';
import { isToOne } from '../schema/relationships.ts';
import { columnSql, fieldSql } from './fieldSql.ts';
import { logicTreeSql, type NullEmbeds } from './filterSql.ts';
import type { EmbedNode, ReadNode } from './readPlan.ts';
import { ident, type SqlParams } from './sqlParams.ts';

/**
 * The SELECT of one level (QueryBuilder.hs readPlanToQuery): embeds are lateral joins, to-one as
 * `row_to_json`, to-many as `json_agg`, so Postgres builds the nested JSON.
 */
export function readSql(node: ReadNode, params: SqlParams, joinConditions: string[] = []): string {
  const selects = node.fields.map((field) => selectItemSql(node, field, params));
  if (node.fields.length === 0 && node.embeds.length === 0) selects.push(columnSql(node, '*'));
  const joins: string[] = [];
  for (const embed of node.embeds) {
    const { select, join } = embedSql(node, embed, params);
    if (select !== undefined) selects.push(select);
    joins.push(join);
  }
  const where = [
    ...node.where.map((tree) => logicTreeSql(node, tree, params, nullEmbeds(node))),
    ...joinConditions,
  ];
  return [
    `SELECT ${selects.join(', ')}`,
    fromSql(node),
    ...joins,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    orderSql(node, node.order, params),
    rangeSql(node, params),
  ]
    .filter((part) => part !== '')
    .join(' ');
}

function selectItemSql(node: ReadNode, item: ReadNode['fields'][number], params: SqlParams): string {
  let sql = fieldSql(node, item.field, params);
  if (item.cast !== undefined) sql = `CAST(${sql} AS ${item.cast})`;
  const alias = item.alias ?? (item.field.jsonPath.length ? outputKey(item) : undefined);
  return alias === undefined ? sql : `${sql} AS ${ident(alias)}`;
}

function outputKey(item: ReadNode['fields'][number]): string {
  const keys = item.field.jsonPath.filter((step) => !step.isIndex);
  return keys.at(-1)?.key ?? item.field.name;
}

function embedSql(parent: ReadNode, embed: EmbedNode, params: SqlParams): { select?: string; join: string } {
  const alias = ident(embed.lateralAlias);
  const subquery = readSql(embed, params, joinConditionsSql(parent, embed));
  const joinKind = embed.joinType === 'inner' ? 'INNER' : 'LEFT';
  if (isToOne(embed.rel)) {
    const select = embed.isEmpty
      ? undefined
      : embed.spread
        ? `${alias}.*`
        : `row_to_json(${alias}.*) AS ${ident(embed.outputName)}`;
    return { select, join: `${joinKind} JOIN LATERAL (${subquery}) AS ${alias} ON TRUE` };
  }
  const select = embed.isEmpty
    ? undefined
    : `COALESCE(${alias}.${alias}, '[]') AS ${ident(embed.outputName)}`;
  const aggregate = `SELECT json_agg(${alias}) AS ${alias} FROM (${subquery}) AS ${alias}`;
  const on = embed.joinType === 'inner' ? `${alias} IS NOT NULL` : 'TRUE';
  return { select, join: `${joinKind} JOIN LATERAL (${aggregate}) AS ${alias} ON ${on}` };
}

function fromSql(node: ReadNode): string {
  const from = `FROM ${node.fromSql}${node.fromAlias === undefined ? '' : ` AS ${ident(node.fromAlias)}`}`;
  const junction = (node as Partial<EmbedNode>).rel?.junction;
  return junction ? `${from}, ${junctionSql(node)}` : from;
}

function junctionSql(node: ReadNode): string {
  const junction = (node as EmbedNode).rel.junction!;
  return `${node.fromSql.slice(0, node.fromSql.indexOf('.'))}.${ident(junction.table)}`;
}

/** Child rows belong to the parent row: FK columns equal, through the junction for many-to-many. */
export function joinConditionsSql(parent: ReadNode, child: EmbedNode): string[] {
  const { rel } = child;
  if (rel.junction) {
    const junction = junctionSql(child);
    return [
      ...rel.junction.targetColumns.map(([j, c]) => `${junction}.${ident(j)} = ${columnSql(child, c)}`),
      ...rel.junction.sourceColumns.map(([j, p]) => `${junction}.${ident(j)} = ${columnSql(parent, p)}`),
    ];
  }
  return rel.columns.map(([p, c]) => `${columnSql(child, c)} = ${columnSql(parent, p)}`);
}

/** In the main query an embed is null when its lateral row is (PostgREST's CoercibleFilterNullEmbed). */
function nullEmbeds(node: ReadNode): NullEmbeds {
  return (name, isNull) => {
    const embed = node.embeds.find((e) => e.outputName === name);
    if (!embed) return undefined;
    return `${ident(embed.lateralAlias)} IS ${isNull ? 'NOT ' : ''}DISTINCT FROM NULL`;
  };
}

export function orderSql(node: ReadNode, terms: OrderTerm[], params: SqlParams): string {
  if (terms.length === 0) return '';
  const sql = terms.map((term) => {
    const scope = term.relation === undefined ? node : { qualifier: ident(term.relation), table: undefined };
    const parts = [fieldSql(scope, term.field, params)];
    if (term.direction) parts.push(term.direction.toUpperCase());
    if (term.nulls) parts.push(term.nulls === 'first' ? 'NULLS FIRST' : 'NULLS LAST');
    return parts.join(' ');
  });
  return `ORDER BY ${sql.join(', ')}`;
}

function rangeSql(node: ReadNode, params: SqlParams): string {
  const { offset, limit } = node.range;
  if (limit === undefined && offset === 0) return '';
  return `LIMIT ${limit === undefined ? 'ALL' : params.add(String(limit))} OFFSET ${params.add(String(offset))}`;
}

/**
 * The root's count (readPlanToCountQuery): only WHERE matters; `!inner` embeds and null-embed filters
 * become EXISTS subqueries so counting never builds JSON.
 */
export function countSql(node: ReadNode, params: SqlParams, joinConditions: string[] = []): string {
  const exists = (embed: EmbedNode) => `EXISTS (${countSql(embed, params, joinConditionsSql(node, embed))})`;
  const embedTests: NullEmbeds = (name, isNull) => {
    const embed = node.embeds.find((e) => e.outputName === name);
    if (!embed) return undefined;
    return `${isNull ? 'NOT ' : ''}${exists(embed)}`;
  };
  const where = [
    ...node.where.map((tree) => logicTreeSql(node, tree, params, embedTests)),
    ...joinConditions,
    ...node.embeds.filter((embed) => embed.joinType === 'inner').map(exists),
  ];
  return [`SELECT 1 ${fromSql(node)}`, where.length ? `WHERE ${where.join(' AND ')}` : '']
    .filter(Boolean)
    .join(' ');
}
