import { describe, expect, it } from 'vitest';
import { type BodyHandler, bodySql, type ReturnShape, resultSql } from './resultSql.ts';

describe('bodySql', () => {
  const json = { kind: 'json', strip: false } as const;
  it.each<[BodyHandler, ReturnShape, string]>([
    [json, 'rows', `coalesce(json_agg(_postgrest_t), '[]')::text`],
    [{ kind: 'json', strip: true }, 'rows', `coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`],
    [{ kind: 'single', strip: false }, 'rows', `coalesce(json_agg(_postgrest_t)->0, 'null')::text`],
    [json, 'scalar', `coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')::text`],
    [json, 'setOfScalars', `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`],
    [json, 'singleComposite', `coalesce(json_agg(_postgrest_t)->0, 'null')::text`],
    [{ kind: 'none' }, 'rows', `''::text`],
    [
      {
        kind: 'custom',
        handler: { functionSql: '"public"."png_agg"', kind: 'aggregate', mediaType: 'image/png' },
        target: '"public"."photos"',
      },
      'rows',
      '"public"."png_agg"(_postgrest_t::"public"."photos")',
    ],
    [
      {
        kind: 'custom',
        handler: {
          functionSql: '"public"."application/octet-stream"',
          kind: 'function',
          mediaType: 'application/octet-stream',
        },
        target: '"public"."file"',
      },
      'scalar',
      '"public"."application/octet-stream"(_postgrest_t.pgrst_scalar)',
    ],
  ])('%j %s', (handler, shape, sql) => {
    expect(bodySql(handler, shape)).toBe(sql);
  });
});

describe('resultSql', () => {
  it('reads pgrst_source itself when the rows need no shaping', () => {
    expect(resultSql({ source: 'SELECT 1', body: 'b' })).toMatch(/ FROM pgrst_source _postgrest_t$/);
  });

  it('wraps the rows with counts, body and the response settings in one statement', () => {
    expect(
      resultSql({
        source: 'DELETE FROM t RETURNING 1',
        rows: 'SELECT * FROM pgrst_source',
        count: 'SELECT 1 FROM t',
        body: 'b',
      }),
    ).toBe(
      'WITH pgrst_source AS (DELETE FROM t RETURNING 1), pgrst_source_count AS (SELECT 1 FROM t) ' +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total, ' +
        'pg_catalog.count(_postgrest_t) AS page_total, b AS body, ' +
        `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
        `nullif(current_setting('response.status', true), '') AS response_status ` +
        'FROM (SELECT * FROM pgrst_source) _postgrest_t',
    );
  });
});
