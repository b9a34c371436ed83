import { describe, expect, it } from 'vitest';
import { PRAYED_LIMIT, prayedIds, withPrayed } from './prayedFor.ts';

const id = (n: number) => `81000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

describe('the requests this browser prayed for', () => {
  it.each([
    [null, []],
    ['', []],
    ['no es json', []],
    ['{"a":1}', []],
    [JSON.stringify([id(1), 'x"] [data-pray', 7]), [id(1)]],
  ])('reads %j as %j', (stored, ids) => {
    expect(prayedIds(stored)).toEqual(ids);
  });

  it('adds a request once, last', () => {
    const once = withPrayed(null, id(1));
    expect(prayedIds(withPrayed(withPrayed(once, id(2)), id(1)))).toEqual([id(2), id(1)]);
  });

  it(`keeps the latest ${PRAYED_LIMIT}`, () => {
    let stored: string | null = null;
    for (let n = 1; n <= PRAYED_LIMIT + 5; n++) stored = withPrayed(stored, id(n));
    const ids = prayedIds(stored);
    expect(ids).toHaveLength(PRAYED_LIMIT);
    expect(ids[0]).toBe(id(6));
    expect(ids.at(-1)).toBe(id(PRAYED_LIMIT + 5));
  });
});
