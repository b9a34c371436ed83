import { describe, expect, it } from 'vitest';
import { parseFilterValue } from './filterParser.ts';

describe('parseFilterValue', () => {
  it.each([
    ['eq.5', { negated: false, operation: { kind: 'op', op: 'eq', value: '5' } }],
    ['eq.a.b.c', { negated: false, operation: { kind: 'op', op: 'eq', value: 'a.b.c' } }],
    ['not.eq.', { negated: true, operation: { kind: 'op', op: 'eq', value: '' } }],
    ['ilike.*ab*', { negated: false, operation: { kind: 'op', op: 'ilike', value: '*ab*' } }],
    [
      'like(any).{a*,b*}',
      { negated: false, operation: { kind: 'op', op: 'like', quantifier: 'any', value: '{a*,b*}' } },
    ],
    [
      'eq(all).{1,2}',
      { negated: false, operation: { kind: 'op', op: 'eq', quantifier: 'all', value: '{1,2}' } },
    ],
    ['in.(1,2,3)', { negated: false, operation: { kind: 'in', values: ['1', '2', '3'] } }],
    ['in.(a,"b,c","d\\"e")', { negated: false, operation: { kind: 'in', values: ['a', 'b,c', 'd"e'] } }],
    ['in.()', { negated: false, operation: { kind: 'in', values: [''] } }],
    ['is.null', { negated: false, operation: { kind: 'is', value: 'null' } }],
    ['is.NULL', { negated: false, operation: { kind: 'is', value: 'null' } }],
    ['not.is.not_null', { negated: true, operation: { kind: 'is', value: 'not_null' } }],
    ['is.true', { negated: false, operation: { kind: 'is', value: 'true' } }],
    ['isdistinct.x', { negated: false, operation: { kind: 'isdistinct', value: 'x' } }],
    ['fts.cat', { negated: false, operation: { kind: 'fts', op: 'fts', value: 'cat' } }],
    [
      'wfts(english).a b',
      { negated: false, operation: { kind: 'fts', op: 'wfts', language: 'english', value: 'a b' } },
    ],
    ['cs.{a,b}', { negated: false, operation: { kind: 'op', op: 'cs', value: '{a,b}' } }],
  ])('parses %j', (input, expected) => {
    expect(parseFilterValue(input)).toEqual(expected);
  });

  it.each([
    ['noop.0', '"failed to parse filter (noop.0)" (line 1, column 6)', 'unknown single value operator noop'],
    [
      'is.maybe',
      '"failed to parse filter (is.maybe)" (line 1, column 4)',
      expect.stringContaining('unexpected "m"'),
    ],
    [
      'eq',
      '"failed to parse filter (eq)" (line 1, column 3)',
      'unexpected end of input expecting delimiter (.)',
    ],
    ['in.1,2', '"failed to parse filter (in.1,2)" (line 1, column 4)', 'unexpected "1" expecting "("'],
    [
      'eq(some).1',
      '"failed to parse filter (eq(some).1)" (line 1, column 4)',
      expect.stringContaining('"any"'),
    ],
  ])('rejects %j', (input, message, details) => {
    expect(() => parseFilterValue(input)).toThrow(
      expect.objectContaining({ code: 'PGRST100', message, details }),
    );
  });
});
