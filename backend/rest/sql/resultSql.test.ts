import { describe, expect, it } from 'vitest';
import { bodySql, resultSql } from './resultSql.ts';

describe('bodySql', () => {
  it.each([
    [
      { kind: 'json', stripNulls: false } as const,
      'rows' as const,
      `coalesce(json_agg(_postgrest_t), '[]')::text`,
    ],
    [
      { kind: 'json', stripNulls: true } as const,
      'rows' as const,
      `coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`,
    ],
    [
      { kind: 'single', stripNulls: false } as const,
      'rows' as const,
      `coalesce((json_agg(_postgrest_t)->0)::text, 'null')`,
    ],
    [
      { kind: 'json', stripNulls: false } as const,
      'scalar' as const,
      `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`,
    ],
    [
      { kind: 'json', stripNulls: false } as const,
      'setOfScalars' as const,
      `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`,
    ],
    [
      { kind: 'json', stripNulls: false } as const,
      'singleComposite' as const,
      `coalesce((json_agg(_postgrest_t)->0)::text, 'null')`,
    ],
  ])('%j %s', (format, shape, sql) => {
    expect(bodySql(format, shape)).toBe(sql);
  });
});

describe('resultSql', () => {
  it('wraps the rows with counts and body in one statement', () => {
    expect(
      resultSql({
        source: 'DELETE FROM t RETURNING 1',
        rows: 'SELECT 1 FROM pgrst_source',
        count: 'SELECT 1 FROM t',
        body: 'b',
      }),
    ).toBe(
      'WITH pgrst_source AS (DELETE FROM t RETURNING 1), pgrst_rows AS (SELECT 1 FROM pgrst_source) ' +
        'SELECT (SELECT pg_catalog.count(*) FROM (SELECT 1 FROM t) pgrst_source_count) AS total, ' +
        'pg_catalog.count(_postgrest_t) AS page_total, b AS body FROM pgrst_rows _postgrest_t',
    );
  });
});
