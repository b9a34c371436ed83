import { describe, expect, it } from 'vitest';
import { median, publishSummary } from './publishLatency.ts';

describe('median', () => {
  it.each([
    [[], Number.NaN],
    [[5], 5],
    [[9, 1, 5], 5],
    [[4, 1, 3, 2], 2.5],
    [[7000, 6500, 12000, 6800, 7100], 7000],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toEqual(expected);
  });
});

describe('publishSummary', () => {
  it.each([
    ['demo', 6543, 10_000, { value: '6,5 s', target: '≤ 10 s', ok: true }],
    ['demo', 10_400, 10_000, { value: '10,4 s', target: '≤ 10 s', ok: false }],
    ['1.000 posts', 9000, undefined, { value: '9,0 s', target: '—', ok: true }],
  ])('%s %d ms', (measure, ms, target, expected) => {
    expect(publishSummary(measure, ms, target)).toEqual({ area: 'publish', measure, ...expected });
  });
});
