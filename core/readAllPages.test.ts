import { describe, expect, it } from 'vitest';
import { PageReadError, readAllPages } from './readAllPages.ts';

/** A table of `count` numbered rows behind a server that answers at most `cap` rows a request. */
const table = (count: number, cap = Number.POSITIVE_INFINITY) => {
  const rows = Array.from({ length: count }, (_, index) => index);
  const ranges: [number, number][] = [];
  const readPage = async ({ from, to }: { from: number; to: number }) => {
    ranges.push([from, to]);
    return { data: rows.slice(from, Math.min(to + 1, from + cap)), error: null };
  };
  return { readPage, ranges };
};

describe('readAllPages', () => {
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
    const { readPage, ranges } = table(count);
    const rows = await readAllPages(readPage, size);
    expect(rows).toHaveLength(count);
    expect(ranges).toEqual(expectedRanges);
  });

  it('reads pages of 1000 until one comes back empty', async () => {
    const { readPage, ranges } = table(2003);
    expect(await readAllPages(readPage)).toHaveLength(2003);
    expect(ranges).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
      [2003, 3002],
    ]);
  });

  it('keeps going when the server caps pages below the page size', async () => {
    const { readPage } = table(10, 4);
    expect(await readAllPages(readPage, 6)).toEqual([...Array(10).keys()]);
  });

  it('serves a query that pages by key', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const asked: string[] = [];
    let after = '';
    const rows = await readAllPages(async ({ from, to }) => {
      asked.push(after);
      const page = ids.filter((id) => id > after).slice(0, to - from + 1);
      after = page.at(-1) ?? after;
      return { data: page, error: null };
    }, 2);
    expect(rows).toEqual(ids);
    expect(asked).toEqual(['', 'b', 'd', 'e']);
  });

  it("throws a failed page's PostgREST error with its code, details and hint", async () => {
    const error = {
      code: '42501',
      message: 'permission denied for table posts',
      details: null,
      hint: 'Grant the role SELECT',
    };
    const failure = await readAllPages(async () => ({ data: null, error })).catch((thrown) => thrown);
    expect(failure).toBeInstanceOf(PageReadError);
    expect(failure).toMatchObject(error);
    expect(failure.cause).toBe(error);
  });

  it('throws the error of a page after the first', async () => {
    let pages = 0;
    const read = readAllPages(async () =>
      ++pages === 1 ? { data: [1], error: null } : { data: null, error: { message: 'caído' } },
    );
    await expect(read).rejects.toThrow('caído');
    await expect(read).rejects.toMatchObject({ code: '', details: null, hint: null });
  });
});
