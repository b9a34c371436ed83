import { describe, expect, it } from 'vitest';
import { fetchAllRows } from './fetchAllRows.ts';

const table = (count: number, cap = Number.POSITIVE_INFINITY) => {
  const rows = Array.from({ length: count }, (_, index) => index);
  const ranges: [number, number][] = [];
  const fetchPage = async (from: number, to: number) => {
    ranges.push([from, to]);
    return { data: rows.slice(from, Math.min(to + 1, from + cap)), error: null };
  };
  return { fetchPage, ranges };
};

describe('fetchAllRows', () => {
  it.each([
    [0, 3, [[0, 2]]],
    [
      2,
      3,
      [
        [0, 2],
        [2, 4],
      ],
    ],
    [
      3,
      3,
      [
        [0, 2],
        [3, 5],
      ],
    ],
    [
      7,
      3,
      [
        [0, 2],
        [3, 5],
        [6, 8],
        [7, 9],
      ],
    ],
  ])('%i rows in pages of %i', async (count, size, expectedRanges) => {
    const { fetchPage, ranges } = table(count);
    const rows = await fetchAllRows(fetchPage, size);
    expect(rows).toHaveLength(count);
    expect(ranges).toEqual(expectedRanges);
  });

  it('keeps going when the server caps pages below the page size', async () => {
    const { fetchPage } = table(10, 4);
    expect(await fetchAllRows(fetchPage, 6)).toEqual([...Array(10).keys()]);
  });

  it('throws the error of a failed page', async () => {
    await expect(fetchAllRows(async () => ({ data: null, error: { message: 'caído' } }))).rejects.toThrow(
      'caído',
    );
  });
});
