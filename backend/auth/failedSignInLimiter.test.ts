import { describe, expect, it } from 'vitest';
import { createFailedSignInLimiter } from './failedSignInLimiter.ts';

function limiterAt(limit = 3, windowMs = 1000, maxKeys = 100) {
  const clock = { now: 0 };
  const limiter = createFailedSignInLimiter({ limit, windowMs, maxKeys }, () => clock.now);
  return { clock, limiter };
}

describe('createFailedSignInLimiter', () => {
  it('refuses once a key reached its limit inside the window', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs(['email:a'])).toBe(0);
      limiter.recordFailure(['email:a', 'ip:1']);
    }
    expect(limiter.retryAfterMs(['email:a'])).toBe(1000);
    expect(limiter.retryAfterMs(['ip:1'])).toBe(1000);
    expect(limiter.retryAfterMs(['email:b', 'ip:1'])).toBe(1000);
    expect(limiter.retryAfterMs(['email:b', 'ip:2'])).toBe(0);
  });

  it('forgets failures as they leave the sliding window', () => {
    const { clock, limiter } = limiterAt();
    limiter.recordFailure(['k']);
    clock.now = 600;
    limiter.recordFailure(['k']);
    limiter.recordFailure(['k']);
    expect(limiter.retryAfterMs(['k'])).toBe(400);
    clock.now = 1000;
    expect(limiter.retryAfterMs(['k'])).toBe(0);
    limiter.recordFailure(['k']);
    expect(limiter.retryAfterMs(['k'])).toBe(600);
  });

  it('resets a key on demand', () => {
    const { limiter } = limiterAt(1);
    limiter.recordFailure(['email:a']);
    expect(limiter.retryAfterMs(['email:a'])).toBeGreaterThan(0);
    limiter.reset('email:a');
    expect(limiter.retryAfterMs(['email:a'])).toBe(0);
  });

  it('keeps memory bounded by dropping the stalest keys', () => {
    const { clock, limiter } = limiterAt(3, 60_000, 50);
    for (let i = 0; i < 1000; i++) {
      clock.now = i;
      limiter.recordFailure([`ip:${i}`]);
    }
    expect(limiter.size).toBe(50);
    limiter.recordFailure(['ip:999']);
    limiter.recordFailure(['ip:999']);
    expect(limiter.retryAfterMs(['ip:999'])).toBeGreaterThan(0);
  });
});
