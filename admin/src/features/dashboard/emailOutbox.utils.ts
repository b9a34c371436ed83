import { adminMessages } from '../../lib/messages.ts';

/**
 * What the dashboard says about outgoing email (public.email_outbox_summary): all sent, how many wait,
 * how many failed and why, and — when nothing can be sent — what to set in Netlify. Queued email is
 * never lost, so every problem is told as "waiting", with the fix. The words live in lib/messages.
 */

export interface EmailOutboxSummaryRow {
  waiting: number | null;
  oldest_waiting_at: string | null;
  failed: number | null;
  last_failure: string | null;
  sent_last_day: number | null;
  checked_at: string | null;
  problem: string | null;
  problem_detail: string | null;
  per_minute: number | null;
  /** The database's clock when read, so "stale" does not depend on the browser's. */
  as_of: string | null;
}

export interface EmailOutboxStatus {
  tone: 'ok' | 'busy' | 'error';
  headline: string;
  details: string[];
}

/** A run writes its status at least once a minute; five minutes without one means nothing is running. */
const STALE_MS = 5 * 60_000;

/** "hace 5 minutos", "hace 2 horas", "hace 3 días" from `then` to `now`. */
export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('es', { numeric: 'always' });
  if (seconds < 3600) return format.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

export function summarizeEmailOutbox(row: EmailOutboxSummaryRow): EmailOutboxStatus {
  const text = adminMessages.emailOutbox;
  const now = new Date(row.as_of ?? Date.now());
  const waiting = row.waiting ?? 0;
  const failed = row.failed ?? 0;
  const since = row.oldest_waiting_at ? timeAgo(new Date(row.oldest_waiting_at), now) : '';
  const waitingLine = waiting > 0 ? text.waitingSince(waiting, since) : text.nothingWaiting;
  const failedLines =
    failed > 0 && row.last_failure ? [text.failed(failed), text.lastFailure(row.last_failure)] : [];

  const problem = row.problem ? text.problems[row.problem] : undefined;
  if (problem) {
    // The worker's own words add to the fix, except when the fix already names what is missing.
    const detail = row.problem_detail && row.problem !== 'smtp_not_configured' ? [row.problem_detail] : [];
    return {
      tone: 'error',
      headline: problem.headline,
      details: [waitingLine, problem.fix, ...detail, ...failedLines],
    };
  }
  const checked = row.checked_at ? new Date(row.checked_at) : undefined;
  if (!checked || now.getTime() - checked.getTime() > STALE_MS) {
    const headline = checked ? text.ranLast(timeAgo(checked, now)) : text.neverRan;
    return { tone: waiting > 0 ? 'error' : 'busy', headline, details: [waitingLine, text.checkSchedule] };
  }
  if (failed > 0) {
    const headline = text.failed(failed);
    const reason = row.last_failure ? [text.lastFailure(row.last_failure)] : [];
    return { tone: 'error', headline, details: [...reason, ...(waiting > 0 ? [text.waiting(waiting)] : [])] };
  }
  if (waiting > 0) {
    const perMinute = row.per_minute ?? 60;
    return {
      tone: 'busy',
      headline: text.waiting(waiting),
      details: [text.pace(perMinute, Math.ceil(waiting / perMinute))],
    };
  }
  return { tone: 'ok', headline: text.allSent, details: [text.sentLastDay(row.sent_last_day ?? 0)] };
}
