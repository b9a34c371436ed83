import type { NewsletterDelivery, NewsletterIssue } from './api.ts';

export type IssueState = 'draft' | 'interrupted' | 'sending' | 'sent' | 'failed';

export interface IssueProgress {
  state: IssueState;
  recipients: number | null;
  sent: number;
  failed: number;
  /** Queued or being sent right now. */
  waiting: number;
}

/**
 * Where an issue stands, from its row and the outbox's counts: a draft; interrupted (sending began but
 * not every recipient was queued: sending again resumes it); sending (emails still waiting); sent; or
 * finished with failures (addresses the provider refused).
 */
export function issueProgress(
  issue: NewsletterIssue,
  delivery: NewsletterDelivery | undefined,
): IssueProgress {
  const sent = delivery?.sent ?? 0;
  const failed = delivery?.failed ?? 0;
  const waiting = (delivery?.queued ?? 0) + (delivery?.sending ?? 0);
  const recipients = issue.recipient_count;
  const counts = { recipients, sent, failed, waiting };
  if (!issue.send_started_at) return { state: 'draft', ...counts };
  if (recipients === null) return { state: 'interrupted', ...counts };
  if (waiting > 0) return { state: 'sending', ...counts };
  return { state: failed > 0 ? 'failed' : 'sent', ...counts };
}

/** True while the history should keep refreshing itself. */
export const stillSending = (progress: readonly IssueProgress[]) =>
  progress.some((issue) => issue.state === 'sending');
