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
    ['bad=%E0%A4%A', [['bad', '\ufffd%A']]],
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
      'select=id&id=eq.1&author.email=eq.x&order=id.desc&users.order=email&limit=5&offset=10&users.limit=2&or=(a.eq.1)&users.not.and=(b.eq.2)&columns=a,b&on_conflict=id',
    );
    expect(params.select).toHaveLength(1);
    expect(params.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['author'], 'email'],
    ]);
    expect(params.order.map((o) => o.path)).toEqual([[], ['users']]);
    expect([...params.ranges]).toEqual([
      ['limit', { lower: 10, upper: 14 }],
      ['users.limit', { lower: 0, upper: 1 }],
    ]);
    expect(params.logic.map((l) => [l.path, l.tree.kind === 'expr' && l.tree.negated])).toEqual([
      [[], false],
      [['users'], true],
    ]);
    expect(params.columns).toEqual(['a', 'b']);
    expect(params.onConflict).toEqual(['id']);
    expect(params.filters).toHaveLength(2);
  });

  it('takes parameters without an operator as arguments only on GET /rpc', () => {
    const rpc = parseQueryParams(splitQueryString('name=bob&id=eq.1&a.b=x'), true);
    expect(rpc.rpcArgs).toEqual([
      ['name', 'bob'],
      ['b', 'x'],
    ]);
    expect(rpc.filters.map((f) => f.filter.field.name)).toEqual(['id']);
  });

  it('defaults select to * and ignores valueless keys', () => {
    expect(parse('id')).toMatchObject({
      select: [{ kind: 'field', field: { name: '*' } }],
      filters: [],
      rpcArgs: [],
    });
  });

  it('refuses a filter it cannot read on tables, never taking it for something else', () => {
    expect(() => parse('id=eqx.1')).toThrow(
      expect.objectContaining({
        code: 'PGRST100',
        message: '"failed to parse filter (eqx.1)" (line 1, column 3)',
        details: 'unexpected "x" expecting operator (eq, gt, ...)',
      }),
    );
    expect(() => parse('name=bob')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parse('a.b=noop.0')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parse('not.eq.1=eq.1&id=eqx.1')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('reports the first error in PostgREST order: order, logic, columns, select, filters, on_conflict', () => {
    expect(() => parse('id=bad&select=x!&order=id.nope')).toThrow(
      expect.objectContaining({ message: '"failed to parse order (id.nope)" (line 1, column 4)' }),
    );
    expect(() => parse('id=bad&select=x!')).toThrow(
      expect.objectContaining({ message: '"failed to parse select parameter (x!)" (line 1, column 2)' }),
    );
  });

  it('splits pairs on ; as well as &, as http-types does', () => {
    expect(parse('id=eq.1;title=eq.x').filters).toHaveLength(2);
  });
});
