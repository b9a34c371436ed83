import { describe, expect, it } from 'vitest';
import { bannerHidden, bannerTimers } from './announcementBanner.ts';

const START = 1_000_000;
const END = 2_000_000;

describe('the announcement banner in the browser', () => {
  it.each([
    ['before its start', START - 1, false, true],
    ['at its start', START, false, false],
    ['just before its end', END - 1, false, false],
    ['at its end', END, false, true],
    ['inside its window once closed', START + 1, true, true],
  ])('%s: hidden %s', (_, now, closed, hidden) => {
    expect(bannerHidden(now, START, END, closed)).toBe(hidden);
  });

  it('waits for the moments still ahead, and none a timer cannot hold', () => {
    expect(bannerTimers(START - 10, [START, END])).toEqual([10, END - START + 10]);
    expect(bannerTimers(START + 10, [START, END])).toEqual([END - START - 10]);
    expect(bannerTimers(0, [40 * 86_400_000])).toEqual([]);
  });
});
