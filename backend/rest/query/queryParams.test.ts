import { describe, expect, it } from 'vitest';
import { parseQueryParams } from './queryParams.ts';
import { canonicalQuery, splitQueryString } from './queryString.ts';

const parse = (query: string) => parseQueryParams(splitQueryString(query));

describe('splitQueryString', () => {
  it.each([
    ['', []],
    [
      '?a=1&b',
      [
        ['a', '1'],
        ['b', undefined],
      ],
    ],
    [
      'a=&b=x%2Cy&c=a+b',
      [
        ['a', ''],
        ['b', 'x,y'],
        ['c', 'a b'],
      ],
    ],
    ['bad=%E0%A4%A', [['bad', '\u00e0\u00a4%A']]],
  ])('splits %j', (query, pairs) => {
    expect(splitQueryString(query)).toEqual(pairs);
  });

  it('builds the canonical (sorted) query', () => {
    expect(
      canonicalQuery([
        ['select', 'id,title'],
        ['id', 'eq.1'],
      ]),
    ).toBe('id=eq.1&select=id%2Ctitle');
  });
});

describe('parseQueryParams', () => {
  it('classifies reserved parameters, filters and rpc arguments', () => {
    const params = parse(
      'select=id&id=eq.1&author.email=eq.x&order=id.desc&users.order=email&limit=5&offset=10&users.limit=2&or=(a.eq.1)&users.not.and=(b.eq.2)&columns=a,b&on_conflict=id&name=bob',
    );
    expect(params.select).toHaveLength(1);
    expect(params.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['author'], 'email'],
    ]);
    expect(params.order.map((o) => o.path)).toEqual([[], ['users']]);
    expect([...params.limits.values()]).toEqual([
      { path: [], limit: 5, offset: 10 },
      { path: ['users'], limit: 2 },
    ]);
    expect(params.logic.map((l) => [l.path, l.tree.kind === 'expr' && l.tree.negated])).toEqual([
      [[], false],
      [['users'], true],
    ]);
    expect(params.columns).toEqual(['a', 'b']);
    expect(params.onConflict).toEqual(['id']);
    expect(params.rpcArgs).toEqual([['name', 'bob']]);
  });

  it('defaults select to * and ignores valueless keys', () => {
    expect(parse('id')).toMatchObject({ select: [{ field: { name: '*' } }], filters: [], rpcArgs: [] });
  });

  it('treats unknown operators without a path as arguments, with a path as bad filters', () => {
    expect(parse('id=eqx.1').rpcArgs).toEqual([['id', 'eqx.1']]);
    expect(() => parse('a.b=noop.0')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});
