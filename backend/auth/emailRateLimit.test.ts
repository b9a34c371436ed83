import { describe, expect, it } from 'vitest';
import { assertSentLongEnoughAgo, createEmailSendLimiter } from './emailRateLimit.ts';

describe('createEmailSendLimiter', () => {
  it('allows N emails per hour, counting again from the next hour', () => {
    let now = 0;
    const limiter = createEmailSendLimiter(2, () => now);
    expect([limiter.allow(), limiter.allow(), limiter.allow()]).toEqual([true, true, false]);
    now = 3_599_999;
    expect(limiter.allow()).toBe(false);
    now = 3_600_000;
    expect([limiter.allow(), limiter.allow(), limiter.allow()]).toEqual([true, true, false]);
  });

  it('refuses everything with a limit of 0', () => {
    expect(createEmailSendLimiter(0, () => 0).allow()).toBe(false);
  });
});

describe('assertSentLongEnoughAgo', () => {
  it.each([
    [null, 0],
    [0, 60_000],
    [0, 70_000],
  ])('sent at %s, now %s: allowed', (sentAt, now) => {
    expect(() => assertSentLongEnoughAgo(sentAt, 60_000, now)).not.toThrow();
  });

  it.each([
    [0, 1, 59],
    [0, 500, 59],
    [0, 59_000, 1],
    [0, 59_500, 0],
  ])('sent at %s, now %s: 429 saying %s seconds', (sentAt, now, seconds) => {
    expect(() => assertSentLongEnoughAgo(sentAt, 60_000, now)).toThrow(
      expect.objectContaining({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: `For security purposes, you can only request this after ${seconds} seconds.`,
      }),
    );
  });
});
