import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type ClaimedEmail, outgoingEmail } from './outboxMessage.ts';
import type { OutboxStore, SenderStatus } from './outboxStore.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryAt } from './retryPolicy.ts';
import type { SenderSetup } from './senderSetup.ts';
import { classifySmtpFailure, type SenderProblem, type SmtpFailure } from './smtpFailure.ts';
import { createSmtpSender, type EmailAttachment, type MailSender, type SentEmail } from './smtpSender.ts';

/**
 * One run of the outbox worker: claim due emails under a lease, send each through SMTP, record what
 * happened, until the queue is empty, the time budget is spent or the per-minute limit is reached.
 *
 * Delivery is at least once. The row says `sending` before a message leaves and `sent` once the server
 * has taken it; if the process dies between the two, the lease runs out and the next run sends the email
 * again with the same Message-ID (counted in `interruptions`). Losing a receipt would be worse than a
 * recognisable copy, and the window is one database call wide. Everything else is exactly once: a key
 * is queued once, a claimed email belongs to one worker, no send starts that could outlast its lease.
 */

export interface DrainSettings {
  /** Claim nothing new after this long (a scheduled Netlify function gets 30 s in all). */
  budgetMs: number;
  /** Send at most this many in this run. */
  limit?: number;
  batchSize?: number;
  leaseSeconds?: number;
  /** Each wait on the SMTP server; a whole send is cut off at twice this. */
  sendTimeoutMs?: number;
  retry?: RetryPolicy;
  /** Asked between emails: a stopping `npm start` finishes the one in hand and gives back the rest. */
  shouldStop?: () => boolean;
}

export interface OutboxDeps {
  store: OutboxStore;
  setup: SenderSetup;
  /** Where the run's findings go; by default every run writes email_sender_status. */
  report?: (status: SenderStatus) => Promise<void>;
  /** Files made for an email as it is sent (a statement's PDF); a failure here is retried like a refusal. */
  attachments?: Attachments;
}

export type Attachments = (email: ClaimedEmail) => Promise<EmailAttachment[]>;

export interface DrainReport {
  sent: number;
  /** Refused for now, queued again with a delay. */
  retrying: number;
  /** Refused for good, or out of attempts. */
  failed: number;
  /** Claimed but given back untried (time up, stop asked, SMTP server unusable). */
  released: number;
  problem: SenderProblem | null;
}

export const OUTBOX_DEFAULTS = { batchSize: 10, leaseSeconds: 120, sendTimeoutMs: 15_000 };
// A send never starts so late that it could still be running when the lease ends.
const LEASE_MARGIN_MS = 1000;

type ServerFailure = Extract<SmtpFailure, { scope: 'server' }>;

/** One run's fixed parts: who it is, how it sends, and what it counted so far. */
interface Run {
  store: OutboxStore;
  worker: string;
  sender: MailSender;
  from: string;
  retry: RetryPolicy;
  tally: DrainReport;
  shouldStop: () => boolean;
  attachments: Attachments;
}

export async function drainOutbox(deps: OutboxDeps, settings: DrainSettings): Promise<DrainReport> {
  const report = deps.report ?? ((status: SenderStatus) => deps.store.reportStatus(status));
  const { setup } = deps;
  if (!setup.ready) {
    await report({ problem: setup.problem, detail: setup.detail, perMinute: setup.perMinute });
    return { sent: 0, retrying: 0, failed: 0, released: 0, problem: setup.problem };
  }
  const { batchSize, leaseSeconds, sendTimeoutMs } = { ...OUTBOX_DEFAULTS, ...settings };
  const run: Run = {
    store: deps.store,
    worker: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
    sender: createSmtpSender(setup.smtp, { pool: true, timeoutMs: sendTimeoutMs }),
    from: setup.smtp.from,
    retry: settings.retry ?? DEFAULT_RETRY_POLICY,
    tally: { sent: 0, retrying: 0, failed: 0, released: 0, problem: null },
    shouldStop: settings.shouldStop ?? (() => false),
    attachments: deps.attachments ?? (async () => []),
  };
  const deadline = Date.now() + settings.budgetMs;
  const left = () =>
    (settings.limit ?? Number.POSITIVE_INFINITY) - run.tally.sent - run.tally.retrying - run.tally.failed;
  let stopped: ServerFailure | 'stop' | undefined;
  try {
    while (!stopped && Date.now() < deadline && left() > 0 && !run.shouldStop()) {
      const claimedAt = Date.now();
      const batch = await run.store.claim({
        worker: run.worker,
        maxEmails: Math.min(batchSize, left()),
        leaseSeconds,
        perMinute: setup.perMinute,
        maxAttempts: run.retry.maxAttempts,
      });
      if (batch.length === 0) break;
      const lastStart = claimedAt + leaseSeconds * 1000 - 2 * sendTimeoutMs - LEASE_MARGIN_MS;
      stopped = await sendBatch(run, batch, Math.min(deadline, lastStart));
    }
  } finally {
    run.sender.close();
  }
  const problem = stopped && stopped !== 'stop' ? stopped : undefined;
  await report({
    problem: problem?.problem ?? null,
    detail: problem?.detail ?? null,
    perMinute: setup.perMinute,
  });
  return { ...run.tally, problem: problem?.problem ?? null };
}

/**
 * Sends a claimed batch in order. Gives back what it did not try when time is up (`'stop'`) or the
 * server turned out unusable (that failure is returned); undefined when the whole batch went through.
 */
async function sendBatch(run: Run, batch: ClaimedEmail[], lastStart: number) {
  for (const [index, email] of batch.entries()) {
    const timeUp = Date.now() > lastStart || run.shouldStop();
    const outcome = timeUp ? 'stop' : await deliver(run, email);
    if (typeof outcome === 'string' && outcome !== 'stop') {
      run.tally[outcome]++;
      continue;
    }
    const untried = batch.slice(index).map((rest) => rest.id);
    run.tally.released += await run.store.release(run.worker, untried);
    return outcome;
  }
  return undefined;
}

/** Sends one email and records the outcome; an unusable server comes back for the caller to stop on. */
async function deliver(
  run: Run,
  email: ClaimedEmail,
): Promise<'sent' | 'retrying' | 'failed' | ServerFailure> {
  let sent: SentEmail;
  let attachments: EmailAttachment[];
  try {
    attachments = await run.attachments(email);
  } catch (error) {
    // Nothing left yet: the email waits and tries again, as after a temporary refusal.
    const at = retryAt(email.attempts, false, new Date(), run.retry);
    const detail = `No se pudo preparar el adjunto: ${error instanceof Error ? error.message : String(error)}`;
    await run.store.recordFailure(email.id, run.worker, detail, at);
    return at ? 'retrying' : 'failed';
  }
  try {
    sent = await run.sender.send(outgoingEmail(email, run.from, attachments));
  } catch (error) {
    const failure = classifySmtpFailure(error);
    if (failure.scope === 'server') return failure;
    const at = retryAt(email.attempts, failure.permanent, new Date(), run.retry);
    await run.store.recordFailure(email.id, run.worker, failure.detail, at);
    return at ? 'retrying' : 'failed';
  }
  await recordSent(run.store, email.id, sent);
  return 'sent';
}

// The message is out: a brief database hiccup must not turn it into a second copy, so recording it is
// tried a few times before giving up (the lease then runs out and the email goes again).
const RECORD_WAITS_MS = [200, 1000, 3000];

async function recordSent(store: OutboxStore, emailId: string, sent: SentEmail): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await store.recordSent(emailId, sent.messageId, sent.response);
      return;
    } catch (error) {
      const wait = RECORD_WAITS_MS[attempt];
      if (wait === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
