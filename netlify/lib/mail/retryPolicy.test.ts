import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryAt, retryDelayMs } from './retryPolicy.ts';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it.each([
    [1, 1 * MINUTE],
    [2, 4 * MINUTE],
    [3, 16 * MINUTE],
    [4, 64 * MINUTE],
    [5, 256 * MINUTE],
    [6, 360 * MINUTE],
    [20, 360 * MINUTE],
    [0, 1 * MINUTE],
  ])('after attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('never shrinks from one attempt to the next and never passes the ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (attempt) => {
        const delay = retryDelayMs(attempt);
        expect(delay).toBeGreaterThanOrEqual(retryDelayMs(attempt - 1));
        expect(delay).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
      }),
    );
  });
});

describe('retryAt', () => {
  const now = new Date('2026-01-10T12:00:00Z');

  it.each([
    ['a temporary refusal on the first attempt', 1, false, '2026-01-10T12:01:00.000Z'],
    ['a temporary refusal on the seventh', 7, false, '2026-01-10T18:00:00.000Z'],
    ['a temporary refusal on the last attempt', 8, false, undefined],
    ['a permanent refusal', 1, true, undefined],
  ])('%s → %s', (_, attempts, permanent, expected) => {
    expect(retryAt(attempts, permanent, now)?.toISOString()).toBe(expected);
  });

  it('keeps trying about 18 hours in all with the default policy', () => {
    const total = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs(i + 1),
    ).reduce((sum, delay) => sum + delay, 0);
    expect(total / (60 * MINUTE)).toBeCloseTo(17.68, 2);
  });
});
