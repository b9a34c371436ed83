import { describe, expect, it } from 'vitest';
import { measure, percentile } from './measure.ts';

describe('percentile', () => {
  it.each([
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4], 99, 4],
    [[5], 50, 5],
    [Array.from({ length: 100 }, (_, i) => i + 1), 99, 99],
  ])('of %j at p%i is %i', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe('measure', () => {
  it('runs every operation exactly once across workers', async () => {
    const seen: number[] = [];
    const result = await measure(50, 8, async (i) => {
      seen.push(i);
    });
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(result.requests).toBe(50);
  });
});
