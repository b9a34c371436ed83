import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { statementAttachments } from '../../netlify/lib/giving/statementAttachment.ts';
import type { QueuedEmail } from '../../netlify/lib/mail/outbox.ts';
import { type OutboxStore, outboxStore } from '../../netlify/lib/mail/outboxStore.ts';
import { type DrainReport, type DrainSettings, drainOutbox } from '../../netlify/lib/mail/outboxWorker.ts';
import type { SenderSetup } from '../../netlify/lib/mail/senderSetup.ts';
import type { TestBackend } from './testBackend.ts';

/** A row as the database layer gives it (timestamps as text). */
export type OutboxRow = Record<string, unknown>;

export const OUTBOX_FROM = '"Palabra Viva" <no-responder@palabraviva.org>';

/** SMTP settings for the test run's MailDev inbox (the global setup exports its port). */
export function inboxSetup(perMinute = 1000, port = Number(process.env.MAIL_SMTP_PORT)): SenderSetup {
  return { ready: true, smtp: { host: '127.0.0.1', port, from: OUTBOX_FROM }, perMinute };
}

/** A distinct email per call: its own key and address, so test files sharing the inbox never mix. */
export function anEmail(label: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  const id = randomUUID().slice(0, 8);
  return {
    idempotencyKey: `prueba:${label}:${id}`,
    kind: 'prueba',
    recipient: `${label}.${id}@example.org`,
    subject: `Prueba ${label}`,
    html: `<p>Hola, ${label}.</p>`,
    ...overrides,
  };
}

export interface OutboxHarness {
  service: SupabaseClient<Database>;
  store: OutboxStore;
  /** One worker run (short timeouts: the servers are on loopback). */
  drain(setup?: SenderSetup, settings?: Partial<DrainSettings>): Promise<DrainReport>;
  row(idempotencyKey: string): Promise<OutboxRow>;
  sql(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export function outboxHarness(t: TestBackend): OutboxHarness {
  const service = t.client('service_role');
  const store = outboxStore(service);
  const sql = async (query: string, params: unknown[] = []) =>
    (await t.backend.db.query<Record<string, unknown>>(query, params)).rows;
  return {
    service,
    store,
    drain: (setup = inboxSetup(), settings = {}) =>
      drainOutbox(
        { store, setup, attachments: statementAttachments(service) },
        { budgetMs: 10_000, sendTimeoutMs: 3000, ...settings },
      ),
    async row(idempotencyKey) {
      const [row] = await sql('select * from public.email_outbox where idempotency_key = $1', [
        idempotencyKey,
      ]);
      if (!row) throw new Error(`Sin fila para ${idempotencyKey}`);
      return row;
    },
    sql,
  };
}
