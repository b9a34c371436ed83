import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { statementAttachments } from '../giving/statementAttachment.ts';
import { visitAttachments } from '../visits/visitCalendar.ts';
import { type RunningOutbox, startOutboxWorker } from './outboxRunner.ts';
import { type OutboxStore, outboxStore, type ServiceClient } from './outboxStore.ts';
import { type Attachments, type DrainReport, type DrainSettings, drainOutbox } from './outboxWorker.ts';
import { senderSetupFromEnv } from './senderSetup.ts';

/**
 * What feature code uses to send email (backend/README.md, «Correo saliente»): queue it with an
 * idempotency key, then optionally kick the worker so it leaves within seconds instead of at the next
 * scheduled run. Both take the service-role client; never call them from a browser.
 */

export interface QueuedEmail {
  /** One per logical email: `receipt:<donation id>`, `newsletter:<issue id>:<subscriber id>`… */
  idempotencyKey: string;
  /** receipt, statement, newsletter, prayer_link…: lower-case letters, digits and `_`. */
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  /** Written from the HTML when sent if left out. */
  text?: string;
  /** Extra header fields (List-Unsubscribe…); never From, To, Subject, Message-ID or the like. */
  headers?: Record<string, string>;
  /** Newsletter issues and statement runs: sent after one-to-one mail. */
  bulk?: boolean;
  /** Groups emails whose progress is shown together: `newsletter:<issue id>`, `statements:2025`. */
  batch?: string;
  /** Not before this moment. */
  sendAfter?: Date;
}

export interface EnqueueResult {
  idempotencyKey: string;
  id: string;
  /** False when the key was already queued (or sent): nothing was added. */
  isNew: boolean;
  status: 'queued' | 'sending' | 'sent' | 'failed';
}

/** Rows per call; the database accepts up to 1000, and a newsletter's rendered bodies add up. */
const CHUNK = 200;

export async function enqueueEmails(service: ServiceClient, emails: QueuedEmail[]): Promise<EnqueueResult[]> {
  const results: EnqueueResult[] = [];
  for (let start = 0; start < emails.length; start += CHUNK) {
    const chunk = emails.slice(start, start + CHUNK).map((email) => ({
      idempotency_key: email.idempotencyKey,
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      html: email.html,
      text: email.text ?? null,
      headers: email.headers ?? {},
      bulk: email.bulk ?? false,
      batch: email.batch ?? null,
      send_after: email.sendAfter?.toISOString() ?? null,
    }));
    const { data, error } = await service.rpc('enqueue_emails', { emails: chunk });
    if (error) throw error;
    for (const row of data) {
      results.push({
        idempotencyKey: row.idempotency_key,
        id: row.id,
        isNew: row.is_new,
        status: row.status as EnqueueResult['status'],
      });
    }
  }
  return results;
}

export async function enqueueEmail(service: ServiceClient, email: QueuedEmail): Promise<EnqueueResult> {
  const [result] = await enqueueEmails(service, [email]);
  if (!result) throw new Error(`enqueue_emails no devolvió ${email.idempotencyKey}`);
  return result;
}

/** The files some emails carry, made as they are sent: statements' PDFs, visits' .ics. */
export function emailAttachments(service: ServiceClient): Attachments {
  const makers = [statementAttachments(service), visitAttachments(service)];
  return async (email) => (await Promise.all(makers.map((make) => make(email)))).flat();
}

/** One worker run with the SMTP settings of the environment: the scheduled function and kicks. */
export function drainOutboxFromEnv(
  service: ServiceClient,
  settings: DrainSettings,
  env: Readonly<Record<string, string | undefined>> = process.env,
  store: OutboxStore = outboxStore(service),
): Promise<DrainReport> {
  return drainOutbox(
    { store, setup: senderSetupFromEnv(env), attachments: emailAttachments(service) },
    settings,
  );
}

/**
 * Sends what is due now, briefly (5 s, 10 emails; one-to-one mail goes before bulk), right after queuing.
 * Never throws: the email is safely queued whatever happens here, and the scheduled run sends it otherwise.
 */
export async function kickOutbox(
  service: ServiceClient,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<DrainReport | undefined> {
  try {
    return await drainOutboxFromEnv(service, { budgetMs: 5000, limit: 10 }, env);
  } catch (error) {
    console.error('[correo] El envío inmediato falló; la cola lo reintentará:', error);
    return undefined;
  }
}

/**
 * The worker running on its own with the environment's SMTP settings: `npm start` and the browser tests,
 * which point SMTP_* at the local inbox (backend/mail/localInbox.ts inboxSmtpEnv).
 */
export function runOutbox(
  api: { supabaseUrl: string; secretKey: string },
  env: Readonly<Record<string, string | undefined>> = process.env,
  log: (line: string) => void = console.log,
): RunningOutbox {
  const service = createClient<Database>(api.supabaseUrl, api.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return startOutboxWorker(
    {
      store: outboxStore(service),
      setup: senderSetupFromEnv(env),
      attachments: emailAttachments(service),
    },
    { log },
  );
}
