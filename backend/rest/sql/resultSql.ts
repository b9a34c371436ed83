import type { ResponseFormat } from '../query/mediaType.ts';

/** How the rows of a level become the response body. */
export type BodyShape = 'rows' | 'scalar' | 'setOfScalars' | 'singleComposite';

const ROW = '_postgrest_t';

/**
 * The body as JSON text built by Postgres (SqlFragment.hs asJsonF / asJsonSingleF / asCsvF), so the
 * backend never parses and re-serialises rows.
 */
export function bodySql(format: ResponseFormat, shape: BodyShape): string {
  const value = shape === 'scalar' || shape === 'setOfScalars' ? `${ROW}.pgrst_scalar` : ROW;
  if (format.kind === 'csv') {
    const header = `(SELECT coalesce(string_agg(k, ','), '') FROM (SELECT json_object_keys(row_to_json(hh)) AS k FROM (SELECT * FROM pgrst_rows LIMIT 1) hh) keys)`;
    const lines = `coalesce(string_agg(substring(${ROW}::text, 2, length(${ROW}::text) - 2), E'\\n'), '')`;
    return `${header} || E'\\n' || ${lines}`;
  }
  const strip = (json: string) => (format.stripNulls ? `json_strip_nulls(${json})` : json);
  if (format.kind === 'single' || shape === 'scalar' || shape === 'singleComposite') {
    return `coalesce((${strip(`json_agg(${value})->0`)})::text, 'null')`;
  }
  return `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
}

export interface ResultQuery {
  /** CTE producing `pgrst_source` (the mutation or the function call), if any. */
  source?: string;
  /** The SELECT shaping the rows (readSql). */
  rows: string;
  /** A query whose row count is the total (countSql), when an exact count was asked for. */
  count?: string;
  body?: string;
  /** Extra `, expr AS name` selected beside the body. */
  extra?: string;
}

/** `WITH … SELECT total, page_total, body FROM (rows) _postgrest_t`: one statement, one round trip. */
export function resultSql(query: ResultQuery): string {
  const ctes = [
    query.source === undefined ? '' : `pgrst_source AS (${query.source})`,
    `pgrst_rows AS (${query.rows})`,
  ]
    .filter(Boolean)
    .join(', ');
  const total =
    query.count === undefined
      ? 'NULL::bigint'
      : `(SELECT pg_catalog.count(*) FROM (${query.count}) pgrst_source_count)`;
  const body = query.body ?? 'NULL::text';
  return `WITH ${ctes} SELECT ${total} AS total, pg_catalog.count(${ROW}) AS page_total, ${body} AS body${query.extra ?? ''} FROM pgrst_rows ${ROW}`;
}
