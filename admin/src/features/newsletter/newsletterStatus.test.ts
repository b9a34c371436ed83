import { describe, expect, it } from 'vitest';
import type { NewsletterDelivery, NewsletterIssue } from './api.ts';
import { issueProgress, stillSending } from './newsletterStatus.ts';

const issue = (overrides: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  id: 'i1',
  subject: 'Asunto',
  body_markdown: 'Texto',
  created_by: null,
  created_at: '2025-11-11T10:00:00Z',
  send_started_at: null,
  recipient_count: null,
  ...overrides,
});
const counts = (queued: number, sending: number, sent: number, failed: number): NewsletterDelivery => ({
  issue_id: 'i1',
  queued,
  sending,
  sent,
  failed,
});
const started = { send_started_at: '2025-11-11T10:05:00Z' };

describe('issueProgress', () => {
  it.each([
    ['a draft', issue(), undefined, 'draft'],
    ['a send that stopped before queuing everyone', issue(started), counts(2, 0, 1, 0), 'interrupted'],
    ['a send with emails waiting', issue({ ...started, recipient_count: 3 }), counts(1, 1, 1, 0), 'sending'],
    ['a finished send', issue({ ...started, recipient_count: 3 }), counts(0, 0, 3, 0), 'sent'],
    [
      'a send with refused addresses',
      issue({ ...started, recipient_count: 3 }),
      counts(0, 0, 2, 1),
      'failed',
    ],
    ['a send to nobody', issue({ ...started, recipient_count: 0 }), counts(0, 0, 0, 0), 'sent'],
  ])('calls %s %s', (_name, row, delivery, state) => {
    expect(issueProgress(row, delivery).state).toBe(state);
  });

  it('counts waiting as queued plus sending', () => {
    expect(issueProgress(issue({ ...started, recipient_count: 9 }), counts(4, 2, 3, 0))).toEqual({
      state: 'sending',
      recipients: 9,
      sent: 3,
      failed: 0,
      waiting: 6,
    });
  });

  it('keeps refreshing only while something is being sent', () => {
    const sending = issueProgress(issue({ ...started, recipient_count: 1 }), counts(1, 0, 0, 0));
    const sent = issueProgress(issue({ ...started, recipient_count: 1 }), counts(0, 0, 1, 0));
    expect(stillSending([sent, sending])).toBe(true);
    expect(stillSending([sent])).toBe(false);
  });
});
