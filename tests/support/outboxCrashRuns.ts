import { type ChildProcess, spawn } from 'node:child_process';
import { enqueueEmails } from '../../netlify/lib/mail/outbox.ts';
import { killHard } from '../../scripts/bench/backendProcess.ts';
import { listEmails } from './mailbox.ts';
import { anEmail, type OutboxHarness } from './outboxHarness.ts';

const WORKER = new URL('./outboxWorkerProcess.ts', import.meta.url).pathname;
/** Short leases, so the run after a kill takes the dead worker's emails back within seconds. */
const LEASE_SECONDS = 4;

export interface OutboxCrashFigures {
  kills: number;
  emails: number;
  sent: number;
  /** Emails without a single copy in the inbox. */
  lost: number;
  /** Emails whose sending a kill cut off (their lease ran out). */
  interrupted: number;
  /** Copies beyond the first in the inbox, all of an interrupted email and with its Message-ID. */
  repeatedCopies: number;
  /** Emails with a second copy although never interrupted, or copies with another Message-ID. */
  unexplained: string[];
}

function startWorker(apiUrl: string, serviceKey: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      OUTBOX_API_URL: apiUrl,
      OUTBOX_SERVICE_KEY: serviceKey,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    },
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`el trabajador terminó con ${code}`)));
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Queues `emails` emails, then `kills` times: starts the worker as its own process, waits until it has
 * sent something, lets it go on for 0–300 ms more (mid-batch) and kills it with SIGKILL. A last worker
 * then finishes the queue. Every email must end sent, with one copy in the inbox, or, where a kill cut
 * its sending off, copies that all carry its Message-ID (delivery is at least once: outboxWorker.ts).
 */
export async function runOutboxCrashes(
  o: OutboxHarness,
  api: { url: string; serviceKey: string },
  kills: number,
  emails: number,
): Promise<OutboxCrashFigures> {
  const queued = Array.from({ length: emails }, () => anEmail('caida'));
  await enqueueEmails(o.service, queued);
  const keys = queued.map((email) => email.idempotencyKey);
  const sentCount = async () =>
    Number(
      (
        await o.sql(
          `select count(*)::int as n from public.email_outbox where idempotency_key = any($1) and status = 'sent'`,
          [keys],
        )
      )[0]!.n,
    );
  for (let kill = 0; kill < kills; kill++) {
    const before = await sentCount();
    const worker = await startWorker(api.url, api.serviceKey);
    await until(async () => (await sentCount()) > before, 60_000, 'un envío');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
    await killHard(worker);
  }
  const last = await startWorker(api.url, api.serviceKey);
  try {
    await until(async () => (await sentCount()) === emails, 120_000, 'la cola vacía');
  } finally {
    await killHard(last);
  }
  return reconcileInbox(
    o,
    queued.map((email) => email.recipient),
    kills,
  );
}

async function reconcileInbox(o: OutboxHarness, recipients: string[], kills: number) {
  const rows = await o.sql(
    `select recipient, status, interruptions, message_id from public.email_outbox where recipient = any($1)`,
    [recipients],
  );
  const copies = new Map<string, string[]>();
  for (const email of await listEmails()) {
    for (const to of email.to)
      copies.set(to, [...(copies.get(to) ?? []), String(email.headers['message-id'])]);
  }
  const figures: OutboxCrashFigures = {
    kills,
    emails: recipients.length,
    sent: rows.filter((row) => row.status === 'sent').length,
    lost: 0,
    interrupted: rows.filter((row) => Number(row.interruptions) > 0).length,
    repeatedCopies: 0,
    unexplained: [],
  };
  for (const row of rows) {
    const ids = copies.get(String(row.recipient)) ?? [];
    if (ids.length === 0) figures.lost++;
    figures.repeatedCopies += Math.max(ids.length - 1, 0);
    const sameMessage = ids.every((id) => id === row.message_id);
    if (!sameMessage || ids.length > 1 + Number(row.interruptions))
      figures.unexplained.push(String(row.recipient));
  }
  return figures;
}

export function describeOutboxCrashes(f: OutboxCrashFigures): string {
  return (
    `${f.kills} kill -9 · ${f.emails} correos · ${f.sent} enviados · ${f.lost} perdidos · ` +
    `${f.interrupted} interrumpidos · ${f.repeatedCopies} copias repetidas (mismo Message-ID)`
  );
}
