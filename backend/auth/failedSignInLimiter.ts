/**
 * Counts failed sign-ins per key (an email, a client IP) in a sliding window so password guessing is
 * answered with 429 after a few attempts. Memory stays bounded: each key keeps at most `limit` timestamps
 * and the oldest keys are dropped once `maxKeys` are tracked.
 */

export interface FailedSignInLimits {
  /** Failures allowed per key inside the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  maxKeys: number;
}

export const DEFAULT_FAILED_SIGN_IN_LIMITS: FailedSignInLimits = {
  limit: 10,
  windowMs: 5 * 60_000,
  maxKeys: 10_000,
};

export interface FailedSignInLimiter {
  /** Milliseconds until one of `keys` may try again, or 0 when none is over its limit. */
  retryAfterMs(keys: readonly string[]): number;
  recordFailure(keys: readonly string[]): void;
  /** Forgets a key, e.g. an email right after its owner signed in. */
  reset(key: string): void;
  readonly size: number;
}

export function createFailedSignInLimiter(
  limits: FailedSignInLimits,
  now: () => number = Date.now,
): FailedSignInLimiter {
  // Map keeps insertion order; a key is re-inserted on each failure, so the first key is the stalest.
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((time) => at - time < limits.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    retryAfterMs(keys) {
      const at = now();
      let wait = 0;
      for (const key of keys) {
        const times = recent(key, at);
        if (times.length >= limits.limit) {
          const oldestCounted = times[times.length - limits.limit]!;
          wait = Math.max(wait, oldestCounted + limits.windowMs - at);
        }
      }
      return wait;
    },
    recordFailure(keys) {
      const at = now();
      for (const key of keys) {
        const times = recent(key, at);
        failures.delete(key);
        failures.set(key, [...times, at].slice(-limits.limit));
      }
      while (failures.size > limits.maxKeys) {
        const stalest = failures.keys().next().value;
        if (stalest === undefined) break;
        failures.delete(stalest);
      }
    },
    reset(key) {
      failures.delete(key);
    },
    get size() {
      return failures.size;
    },
  };
}
