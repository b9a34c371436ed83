import { describe, expect, it } from 'vitest';
import { capRange, intersectRanges, parseRangeHeader, rangeFromParams, rangeStatus } from './range.ts';

describe('ranges', () => {
  it.each([
    [undefined, { offset: 0 }],
    ['0-9', { offset: 0, limit: 10 }],
    ['5-', { offset: 5 }],
    ['items=0-9', { offset: 0 }],
  ])('parses the Range header %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it('rejects an inverted Range header and a negative limit with PGRST103', () => {
    expect(() => parseRangeHeader('9-2')).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
    expect(() => rangeFromParams(-1, undefined)).toThrow(
      expect.objectContaining({ details: 'Limit should be greater than or equal to zero.' }),
    );
  });

  it('intersects and caps ranges', () => {
    expect(intersectRanges({ offset: 0, limit: 10 }, { offset: 5 })).toEqual({ offset: 5, limit: 5 });
    expect(capRange({ offset: 3 }, 1000)).toEqual({ offset: 3, limit: 1000 });
    expect(capRange({ offset: 0, limit: 5 }, 1000)).toEqual({ offset: 0, limit: 5 });
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
