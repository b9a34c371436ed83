import { describe, expect, it } from 'vitest';
import { planRead } from '../plan/planRead.ts';
import { parseQueryParams } from '../query/queryParams.ts';
import { splitQueryString } from '../query/queryString.ts';
import { ALL_ROWS } from '../query/range.ts';
import { fixtureSchema } from '../schema/schemaFixture.ts';
import { countSql, readSql } from './readSql.ts';
import { SqlParams } from './sqlParams.ts';

const schema = fixtureSchema();
const plan = (query: string, options: { maxRows?: number; aggregates?: boolean } = {}) => {
  const params = parseQueryParams(splitQueryString(query));
  return planRead(
    schema,
    { relName: 'posts', table: schema.tables.get('posts'), fromSql: '"public"."posts"' },
    params,
    {
      isMutation: false,
      topRange: params.ranges.get('limit') ?? ALL_ROWS,
      maxRows: options.maxRows,
      aggregatesEnabled: options.aggregates ?? false,
    },
  );
};

describe('readSql', () => {
  it('selects columns with casts, aliases, order and range', () => {
    const params = new SqlParams();
    expect(readSql(plan('select=t:title,id::text&order=id.desc.nullslast&limit=2&offset=4'), params)).toBe(
      'SELECT "public"."posts"."title" AS "t", CAST("public"."posts"."id" AS text) FROM "public"."posts" ' +
        'ORDER BY "public"."posts"."id" DESC NULLS LAST LIMIT $1 OFFSET $2',
    );
    expect(params.values).toEqual(['2', '4']);
  });

  it('names a JSON path by its last key', () => {
    expect(readSql(plan('select=data->a->>b,data->0'), new SqlParams())).toBe(
      'SELECT "public"."posts"."data"->$1->>$2 AS "b", "public"."posts"."data"->$3::int AS "data" FROM "public"."posts"',
    );
  });

  it('embeds to-one with row_to_json and to-many with json_agg in lateral joins', () => {
    const sql = readSql(
      plan('select=id,author:authors!author_id(name),comments(body)&comments.body=eq.hi'),
      new SqlParams(),
    );
    expect(sql).toBe(
      'SELECT "public"."posts"."id", row_to_json("posts_author_1".*)::jsonb AS "author", ' +
        `COALESCE("posts_comments_1"."posts_comments_1", '[]') AS "comments" FROM "public"."posts" ` +
        'LEFT JOIN LATERAL (SELECT "authors_1"."name" FROM "public"."authors" AS "authors_1" ' +
        'WHERE "authors_1"."id" = "public"."posts"."author_id") AS "posts_author_1" ON TRUE ' +
        'LEFT JOIN LATERAL (SELECT json_agg("posts_comments_1")::jsonb AS "posts_comments_1" FROM (' +
        'SELECT "comments_1"."body" FROM "public"."comments" AS "comments_1" ' +
        'WHERE "comments_1"."body" = $1 AND "comments_1"."post_id" = "public"."posts"."id") AS "posts_comments_1") ' +
        'AS "posts_comments_1" ON TRUE',
    );
  });

  it('joins many-to-many through the junction table', () => {
    const sql = readSql(plan('select=tags(name)'), new SqlParams());
    expect(sql).toContain(
      'FROM "public"."tags", "public"."post_tags" WHERE "public"."post_tags"."tag_id" = "public"."tags"."id" AND "public"."post_tags"."post_id" = "public"."posts"."id"',
    );
  });

  it('filters parents through !inner and null-embed filters', () => {
    const inner = readSql(plan('select=id,comments!inner(id)'), new SqlParams());
    expect(inner).toContain(`INNER JOIN LATERAL (SELECT json_agg("posts_comments_1")::jsonb`);
    expect(inner).toContain('ON "posts_comments_1" IS NOT NULL');
    const nullFilter = readSql(plan('select=id,comments(id)&comments=is.null'), new SqlParams());
    expect(nullFilter).toContain('WHERE "posts_comments_1" IS NOT DISTINCT FROM NULL');
  });

  it('orders by a to-one embed through its lateral alias', () => {
    const sql = readSql(
      plan('select=id,author:authors!author_id(name)&order=author(name).desc'),
      new SqlParams(),
    );
    expect(sql).toContain('ORDER BY "posts_author_1"."name" DESC');
  });

  it('spreads to-many embeds as correlated arrays, ordered inside the aggregate', () => {
    const sql = readSql(plan('select=id,...comments(body)&comments.order=id.desc'), new SqlParams());
    expect(sql).toContain(
      `SELECT json_agg("posts_comments_1")::jsonb AS "posts_comments_1", COALESCE(json_agg("posts_comments_1"."body" ORDER BY "posts_comments_1"."posts_comments_1_id_1" DESC),'[]')::jsonb AS "body"`,
    );
    expect(sql).toContain('SELECT "comments_1"."body", "comments_1"."id" AS "posts_comments_1_id_1" FROM');
  });

  it('groups by the other columns when aggregating, and hoists aggregates out of to-one spreads', () => {
    expect(readSql(plan('select=title,id.count()', { aggregates: true }), new SqlParams())).toBe(
      'SELECT "public"."posts"."title", COUNT("public"."posts"."id") FROM "public"."posts" GROUP BY "public"."posts"."title"',
    );
    const hoisted = readSql(
      plan('select=title,...authors!author_id(id.sum())', { aggregates: true }),
      new SqlParams(),
    );
    expect(hoisted).toContain('SUM("posts_authors_1"."sum") AS "sum"');
    expect(hoisted).toContain('GROUP BY "public"."posts"."title"');
  });

  it('answers PGRST123 for aggregates unless enabled, PGRST127 for aggregates in to-many spreads', () => {
    expect(() => plan('select=id.count()')).toThrow(expect.objectContaining({ code: 'PGRST123' }));
    expect(() => plan('select=...comments(id.count())', { aggregates: true })).toThrow(
      expect.objectContaining({
        code: 'PGRST127',
        details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      }),
    );
  });

  it('caps every level at max rows', () => {
    const params = new SqlParams();
    readSql(plan('select=id,comments(id)', { maxRows: 1000 }), params);
    expect(params.values).toEqual(['1000', '0', '1000', '0']);
  });
});

describe('countSql', () => {
  it('counts without building JSON, turning !inner and null filters into EXISTS', () => {
    const params = new SqlParams();
    expect(
      countSql(
        plan('select=id,comments!inner(id),author:authors!author_id(id)&author=not.is.null&id=gt.1'),
        params,
      ),
    ).toBe(
      'SELECT 1 FROM "public"."posts" WHERE ' +
        'EXISTS (SELECT 1 FROM "public"."authors" AS "authors_1" WHERE "authors_1"."id" = "public"."posts"."author_id") ' +
        'AND "public"."posts"."id" > $1 AND EXISTS (SELECT 1 FROM "public"."comments" AS "comments_1" WHERE "comments_1"."post_id" = "public"."posts"."id")',
    );
  });
});
