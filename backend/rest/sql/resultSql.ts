import type { MediaHandler } from '../schema/types.ts';

/** How the rows of a level become the response body (Routine.hs MediaHandler). */
export type BodyHandler =
  | { kind: 'json'; strip: boolean }
  | { kind: 'single'; strip: boolean }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  | { kind: 'custom'; handler: MediaHandler; target: string }
  | { kind: 'none' };

/** What a function returns, for shaping its JSON (Routine.hs funcReturns*). */
export type ReturnShape = 'rows' | 'scalar' | 'setOfScalars' | 'singleComposite';

const ROW = '_postgrest_t';

/**
 * The body as built by Postgres (SqlFragment.hs handlerF: asJsonF, asJsonSingleF, asCsvF, asGeoJsonF,
 * customFuncF), so the backend never parses and re-serialises rows. Text, or bytes from a bytea handler.
 */
export function bodySql(handler: BodyHandler, shape: ReturnShape = 'rows'): string {
  const value = shape === 'scalar' || shape === 'setOfScalars' ? `${ROW}.pgrst_scalar` : ROW;
  const strip = (json: string, on: boolean) => (on ? `json_strip_nulls(${json})` : json);
  switch (handler.kind) {
    case 'json':
      if (shape === 'singleComposite' || shape === 'scalar') {
        return `coalesce(${strip(`json_agg(${value})->0`, handler.strip)}, 'null')::text`;
      }
      return `coalesce(${strip(`json_agg(${value})`, handler.strip)}, '[]')::text`;
    case 'single':
      return `coalesce(${strip(`json_agg(${value})->0`, handler.strip)}, 'null')::text`;
    case 'csv': {
      const header = `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a)`;
      const lines = `coalesce(string_agg(substring(${ROW}::text, 2, length(${ROW}::text) - 2), E'\\n'), '')`;
      return `${header} || E'\\n' || ${lines}`;
    }
    case 'geojson':
      return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(${ROW})::json), '[]'))::text`;
    case 'custom':
      if (shape === 'scalar' || shape === 'setOfScalars')
        return `${handler.handler.functionSql}(${ROW}.pgrst_scalar)`;
      return handler.target === ''
        ? `${handler.handler.functionSql}(${ROW})`
        : `${handler.handler.functionSql}(${ROW}::${handler.target})`;
    case 'none':
      return `''::text`;
  }
}

const RESPONSE_GUCS = `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;

export interface ResultQuery {
  /** The CTE `pgrst_source`: the read, the mutation or the function call. */
  source: string;
  /** What `_postgrest_t` reads; `pgrst_source` itself when absent (a table read, already shaped). */
  rows?: string;
  /** A query whose row count is the total, when a count was asked for. */
  count?: string;
  body: string;
  /** `1` for functions returning a single value (Statements.hs mainCall). */
  pageTotal?: string;
  /** Extra `, expr AS name` selected beside the body. */
  extra?: string;
}

/** Statements.hs mainRead/mainWrite/mainCall: one statement with counts, body and response settings. */
export function resultSql(query: ResultQuery): string {
  const count = query.count === undefined ? '' : `, pgrst_source_count AS (${query.count})`;
  const total =
    query.count === undefined ? 'NULL::bigint' : '(SELECT pg_catalog.count(*) FROM pgrst_source_count)';
  return `WITH pgrst_source AS (${query.source})${count} SELECT ${total} AS total, ${query.pageTotal ?? `pg_catalog.count(${ROW})`} AS page_total, ${query.body} AS body, ${RESPONSE_GUCS}${query.extra ?? ''} FROM ${query.rows === undefined ? 'pgrst_source' : `(${query.rows})`} ${ROW}`;
}
