import { describe, expect, it } from 'vitest';
import { capRange, parseRangeHeader, rangeStatus, readInteger, topLevelRange } from './range.ts';

describe('ranges', () => {
  it.each([
    [undefined, { lower: 0 }],
    ['0-9', { lower: 0, upper: 9 }],
    ['5-', { lower: 5 }],
    ['items=0-9', { lower: 0 }],
  ])('parses the Range header %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([
    ['5', 5],
    [' 7 ', 7],
    ['-3', -3],
    ['0x10', 16],
    ['1.5', undefined],
    ['abc', undefined],
    ['+5', undefined],
    // Checked against GHC's readMaybe: parentheses and spaces between lexemes, Haskell's isSpace only.
    ['(5)', 5],
    ['( - 5 )', -5],
    ['- 5', -5],
    ['((7))', 7],
    ['-(5)', undefined],
    ['5;drop table x', undefined],
    ['5 x', undefined],
    ['1e3', undefined],
    ['\u00a05', 5],
    ['\ufeff5', undefined],
  ])('reads %j as Haskell readMaybe does', (text, value) => {
    expect(readInteger(text)).toBe(value);
  });

  it('combines the Range header (GET only) with limit and offset', () => {
    expect(topLevelRange('GET', { lower: 2, upper: 11 }, '0-4')).toEqual({ lower: 2, upper: 4 });
    expect(topLevelRange('HEAD', { lower: 2, upper: 11 }, '0-4')).toEqual({ lower: 2, upper: 11 });
    expect(topLevelRange('GET', { lower: 0, upper: -1 }, '3-9')).toEqual({ lower: 0, upper: -1 });
  });

  it('answers PGRST103 for an inverted header or a negative limit, PGRST114 for a range on PUT', () => {
    expect(() => topLevelRange('GET', undefined, '9-2')).toThrow(
      expect.objectContaining({
        status: 416,
        code: 'PGRST103',
        details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      }),
    );
    expect(() => topLevelRange('GET', { lower: 0, upper: -2 }, null)).toThrow(
      expect.objectContaining({ details: 'Limit should be greater than or equal to zero.' }),
    );
    expect(() => topLevelRange('PUT', { lower: 0, upper: 0 }, null)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST114' }),
    );
  });

  it('caps every level at db-max-rows, keeping limit=0', () => {
    expect(capRange({ lower: 3 }, 1000)).toEqual({ lower: 3, upper: 1002 });
    expect(capRange({ lower: 0, upper: 4 }, 1000)).toEqual({ lower: 0, upper: 4 });
    expect(capRange({ lower: 0, upper: -1 }, 1000)).toEqual({ lower: 0, upper: -1 });
  });

  it.each([
    [0, 3, undefined, 200, '0-2/*'],
    [0, 0, undefined, 200, '*/*'],
    [0, 0, 0, 200, '*/0'],
    [0, 2, 10, 206, '0-1/10'],
    [0, 10, 10, 200, '0-9/10'],
    [20, 0, 10, 416, '*/10'],
    [10, 0, 10, 206, '*/10'],
  ])('offset %i, %i rows, total %j → %i %s', (offset, rows, total, status, contentRange) => {
    expect(rangeStatus(offset, rows, total)).toEqual({ status, contentRange });
  });
});
