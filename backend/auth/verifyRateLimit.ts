/**
 * GoTrue's limit on /verify (GET and POST): a token bucket per client IP that holds `[auth.rate_limit]
 * token_verifications` tokens and refills that many every five minutes (Supabase: 360 an hour, bursts of
 * 30). Every verification takes a token, right or wrong: guessing a link's token hash or a typed code
 * runs out here. Callers without an address (in-process calls have no socket) are not counted, as the
 * sign-in limit does.
 */
export interface VerifyLimiter {
  /** True when `ip` may verify now (and takes its token); false means 429. */
  take(ip: string | undefined): boolean;
}

const WINDOW_MS = 5 * 60_000;
const MAX_TRACKED = 10_000;

export function createVerifyLimiter(perFiveMinutes: number, now: () => number = Date.now): VerifyLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perFiveMinutes / WINDOW_MS;
  return {
    take(ip) {
      if (!ip) return true;
      const at = now();
      const bucket = buckets.get(ip) ?? { tokens: perFiveMinutes, at };
      const tokens = Math.min(perFiveMinutes, bucket.tokens + (at - bucket.at) * refillPerMs);
      buckets.delete(ip);
      const allowed = tokens >= 1;
      buckets.set(ip, { tokens: allowed ? tokens - 1 : tokens, at });
      if (buckets.size > MAX_TRACKED) buckets.delete(buckets.keys().next().value as string);
      return allowed;
    },
  };
}
