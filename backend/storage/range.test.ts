import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('Range header', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=10-', 100, { start: 10, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['BYTES = 1 - 1', 100, { start: 1, end: 1 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=100-200', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-5', 0, 'unsatisfiable'],
    [undefined, 100, null],
    ['bytes=5-1', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['bytes=-', 100, null],
    ['items=0-1', 100, null],
    ['bytes=abc', 100, null],
  ])('%j of %i bytes → %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
