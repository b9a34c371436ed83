import { describe, expect, it } from 'vitest';
import { parseLogicTree } from './logicTreeParser.ts';

const eq = (name: string, value: string) => ({
  kind: 'filter',
  filter: {
    field: { name, jsonPath: [] },
    expr: { negated: false, operation: { kind: 'op', op: 'eq', value } },
  },
});

describe('parseLogicTree', () => {
  it('parses nested trees with negation', () => {
    expect(parseLogicTree('or', '(a.eq.1,and(b.eq.2,c.eq.3),not.or(d.eq.4))')).toEqual({
      kind: 'expr',
      negated: false,
      op: 'or',
      children: [
        eq('a', '1'),
        { kind: 'expr', negated: false, op: 'and', children: [eq('b', '2'), eq('c', '3')] },
        { kind: 'expr', negated: true, op: 'or', children: [eq('d', '4')] },
      ],
    });
  });

  it.each([
    ['(title.eq."a,b")', 'a,b'],
    ['(title.eq."x)y")', 'x)y'],
    ['(tags.cs.{a,b})', '{a,b}'],
    ['(title.eq.with(paren)', 'with(paren'],
    ['(title.eq.)', ''],
  ])('reads the quoted or raw value in %j', (input, value) => {
    const tree = parseLogicTree('or', input);
    expect(tree).toMatchObject({ children: [{ filter: { expr: { operation: { value } } } }] });
  });

  it('keeps the not. prefix of the key', () => {
    expect(parseLogicTree('not.and', '(a.eq.1)')).toMatchObject({ negated: true, op: 'and' });
  });

  it('reads a value without parentheses as a filter on "or…", as PostgREST does', () => {
    expect(parseLogicTree('or', 'a.eq.1')).toMatchObject({
      kind: 'filter',
      filter: { field: { name: 'ora' } },
    });
  });

  it('parses in lists inside trees', () => {
    expect(parseLogicTree('or', '(id.in.(1,2),id.is.null)')).toMatchObject({
      children: [{ filter: { expr: { operation: { kind: 'in', values: ['1', '2'] } } } }, { filter: {} }],
    });
  });

  it.each([
    ['()', '"failed to parse logic tree (())" (line 1, column 4)'],
    ['(a.eq.1', '"failed to parse logic tree ((a.eq.1)" (line 1, column 10)'],
    [
      '(id.eq.1,not.xor(id.eq.2))',
      '"failed to parse logic tree ((id.eq.1,not.xor(id.eq.2)))" (line 1, column 16)',
    ],
  ])('rejects %j', (input, message) => {
    expect(() => parseLogicTree('or', input)).toThrow(expect.objectContaining({ code: 'PGRST100', message }));
  });
});
