import { AuthError } from './authError.ts';

/**
 * GoTrue's two limits on email: `[auth.rate_limit] email_sent` per hour for the whole project (an interval
 * counter reset every hour), and `[auth.email] max_frequency` per user and kind of email.
 */

export const overEmailRateLimit = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

export interface EmailSendLimiter {
  /** Counts one email; false when this hour's allowance is spent. */
  allow(): boolean;
}

export function createEmailSendLimiter(
  perHour: number,
  now: () => number,
  intervalMs = 3_600_000,
): EmailSendLimiter {
  let windowStart = now();
  let count = 0;
  return {
    allow() {
      const elapsedWindows = Math.floor((now() - windowStart) / intervalMs);
      if (elapsedWindows > 0) {
        windowStart += elapsedWindows * intervalMs;
        count = 0;
      }
      if (count < perHour) {
        count++;
        return true;
      }
      return false;
    },
  };
}

/** 429 while the previous email of this kind to this user is younger than max_frequency. */
export function assertSentLongEnoughAgo(
  sentAtMs: number | null,
  maxFrequencyMs: number,
  nowMs: number,
): void {
  if (sentAtMs === null || sentAtMs + maxFrequencyMs <= nowMs) return;
  const seconds = Math.floor((sentAtMs + maxFrequencyMs - nowMs) / 1000);
  throw new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}
