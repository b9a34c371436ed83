/**
 * When a refused email is tried again. Temporary refusals (greylisting, a full mailbox, a busy server)
 * usually clear within minutes to hours, so the waits grow fourfold from one minute to a ceiling of six
 * hours: 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then 6 h. With 8 attempts an email keeps trying for
 * about 18 hours before it is marked failed, where the admin can queue it again.
 */

export interface RetryPolicy {
  /** Sends started before a temporary refusal counts as final. */
  maxAttempts: number;
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 60_000,
  factor: 4,
  maxDelayMs: 6 * 60 * 60_000,
};

/** The wait after the `attempt`-th send (1-based) was refused. */
export function retryDelayMs(attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(attempt, 1) - 1;
  return Math.min(policy.firstDelayMs * policy.factor ** exponent, policy.maxDelayMs);
}

/** When to try again after a refusal, or undefined when the email has failed for good. */
export function retryAt(
  attempts: number,
  permanent: boolean,
  now: Date,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Date | undefined {
  if (permanent || attempts >= policy.maxAttempts) return undefined;
  return new Date(now.getTime() + retryDelayMs(attempts, policy));
}
