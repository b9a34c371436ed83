import { describe, expect, it } from 'vitest';
import { createVerifyLimiter } from './verifyRateLimit.ts';

describe('createVerifyLimiter', () => {
  it('lets a burst of the limit through per address, then refills it over five minutes', () => {
    let clock = 0;
    const limiter = createVerifyLimiter(30, () => clock);
    const burst = Array.from({ length: 31 }, () => limiter.take('198.51.100.7'));
    expect(burst.filter(Boolean)).toHaveLength(30);
    expect(burst.at(-1)).toBe(false);
    expect(limiter.take('198.51.100.8')).toBe(true);
    clock += 10_000; // one token back every 10 s
    expect(limiter.take('198.51.100.7')).toBe(true);
    expect(limiter.take('198.51.100.7')).toBe(false);
    clock += 5 * 60_000;
    expect(Array.from({ length: 31 }, () => limiter.take('198.51.100.7')).filter(Boolean)).toHaveLength(30);
  });

  it('does not count calls without an address', () => {
    const limiter = createVerifyLimiter(1);
    expect([limiter.take(undefined), limiter.take(undefined)]).toEqual([true, true]);
  });
});
