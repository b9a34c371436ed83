import { describe, expect, it } from 'vitest';
import { parseFilterValue, parseLogic } from '../query/queryParams.ts';
import type { Field } from '../query/types.ts';
import { table } from '../schema/schemaFixture.ts';
import { arrayLiteral, conditionSql, filterSql } from './filterSql.ts';
import { SqlParams } from './sqlParams.ts';

const scope = {
  qualifier: '"public"."posts"',
  table: table('posts', [
    ['id', 'integer'],
    ['title', 'text'],
    ['data', 'jsonb'],
    ['search', 'tsvector'],
  ]),
};
const field = (name: string): Field => ({ name, jsonPath: [] });

describe('filterSql', () => {
  it.each([
    ['id', 'eq.5', '"public"."posts"."id" = $1', ['5']],
    ['id', 'not.neq.5', 'NOT "public"."posts"."id" <> $1', ['5']],
    ['title', 'like.*a*', '"public"."posts"."title" like $1', ['%a%']],
    ['title', 'ilike(any).{a*,b*}', '"public"."posts"."title" ilike ANY($1)', ['{a%,b%}']],
    ['id', 'eq(all).{1,2}', '"public"."posts"."id" = ALL($1)', ['{1,2}']],
    ['id', 'in.(1,"2,3")', '"public"."posts"."id" = ANY ($1)', ['{"1","2,3"}']],
    ['id', 'in.()', `"public"."posts"."id" = ANY('{}')`, []],
    ['id', 'is.null', '"public"."posts"."id" IS NULL', []],
    ['id', 'is.not_null', '"public"."posts"."id" IS NOT NULL', []],
    ['id', 'is.unknown', '"public"."posts"."id" IS UNKNOWN', []],
    ['id', 'isdistinct.3', '"public"."posts"."id" IS DISTINCT FROM $1', ['3']],
    ['title', 'match.^a', '"public"."posts"."title" ~ $1', ['^a']],
    ['data', 'cs.{"a":1}', '"public"."posts"."data" @> $1', ['{"a":1}']],
    ['search', 'fts.cat', '"public"."posts"."search" @@ to_tsquery($1)', ['cat']],
    [
      'title',
      'wfts(english).a b',
      'to_tsvector($1, "public"."posts"."title") @@ websearch_to_tsquery($1, $2)',
      ['english', 'a b'],
    ],
  ])('%s=%s', (column, value, sql, values) => {
    const params = new SqlParams();
    expect(filterSql(scope, { field: field(column), expr: parseFilterValue(value)! }, params)).toBe(sql);
    expect(params.values).toEqual(values);
  });

  it('uses JSON arrows directly on jsonb and through to_jsonb otherwise, keys as parameters', () => {
    const params = new SqlParams();
    const jsonField: Field = {
      name: 'data',
      jsonPath: [
        { arrow: '->', key: 'a', isIndex: false },
        { arrow: '->>', key: '+0', isIndex: true },
      ],
    };
    expect(filterSql(scope, { field: jsonField, expr: parseFilterValue('eq.x')! }, params)).toBe(
      '"public"."posts"."data"->$1->>$2::int = $3',
    );
    const textField: Field = { name: 'title', jsonPath: [{ arrow: '->>', key: 'k', isIndex: false }] };
    expect(filterSql(scope, { field: textField, expr: parseFilterValue('eq.x')! }, params)).toBe(
      'to_jsonb("public"."posts"."title")->>$4 = $5',
    );
  });

  it('tests an embed for null through its lateral alias', () => {
    const sql = conditionSql(
      scope,
      { kind: 'nullEmbed', negated: true, aggAlias: 'posts_author_1' },
      new SqlParams(),
    );
    expect(sql).toBe('"posts_author_1" IS DISTINCT FROM NULL');
  });

  it('renders logic trees with negation', () => {
    const params = new SqlParams();
    const { tree } = parseLogic('not.or', '(id.eq.1,and(title.is.null,id.gt.2))');
    expect(conditionSql(scope, tree, params)).toBe(
      'NOT ("public"."posts"."id" = $1 OR ("public"."posts"."title" IS NULL AND "public"."posts"."id" > $2))',
    );
  });

  it('quotes every array element', () => {
    expect(arrayLiteral(['a', 'b"c', 'd\\e', 'NULL'])).toBe('{"a","b\\"c","d\\\\e","NULL"}');
  });
});
