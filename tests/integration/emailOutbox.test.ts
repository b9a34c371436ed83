import { inboxSmtpEnv, listen } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail, enqueueEmails, kickOutbox, runOutbox } from '../../netlify/lib/mail/outbox.ts';
import { emailSource, emailsTo, waitForEmail } from '../support/mailbox.ts';
import {
  anEmail,
  inboxSetup,
  OUTBOX_FROM,
  type OutboxHarness,
  outboxHarness,
} from '../support/outboxHarness.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The outbox end to end through supabase-js and the run's MailDev inbox: queue once per key, send what
// was queued, in order, within the per-minute limit, and take back what a dead worker left unconfirmed.
let t: TestBackend;
let o: OutboxHarness;
beforeAll(async () => {
  t = await startTestBackend();
  o = outboxHarness(t);
});
afterAll(() => t.close());

// Each test starts from an empty queue and a quiet minute, whatever the previous one left.
async function freshQueue() {
  await o.sql(`update public.email_outbox set status = 'sent', sent_at = now(), lease_owner = null,
    lease_expires_at = null, last_attempt_at = now() - interval '1 hour' where status <> 'sent'`);
  await o.sql(`update public.email_outbox set last_attempt_at = now() - interval '1 hour'`);
}

describe('queuing', () => {
  it('queues each logical email once, however often it is asked', async () => {
    const email = anEmail('recibo');
    const first = await enqueueEmail(o.service, email);
    const again = await enqueueEmail(o.service, { ...email, subject: 'Otro asunto' });
    expect(first).toMatchObject({ idempotencyKey: email.idempotencyKey, isNew: true, status: 'queued' });
    expect(again).toEqual({ ...first, isNew: false });
    expect(await o.row(email.idempotencyKey)).toMatchObject({ subject: 'Prueba recibo', attempts: 0 });
  });

  it('answers a batch in its order, a key repeated within it being one email', async () => {
    const known = anEmail('conocido');
    await enqueueEmail(o.service, known);
    const fresh = anEmail('nuevo');
    const results = await enqueueEmails(o.service, [fresh, known, fresh]);
    expect(results.map((r) => [r.idempotencyKey, r.isNew])).toEqual([
      [fresh.idempotencyKey, true],
      [known.idempotencyKey, false],
      [fresh.idempotencyKey, true],
    ]);
    expect(results[0]!.id).toBe(results[2]!.id);
    const [{ count }] = (await o.sql(
      'select count(*)::int as count from public.email_outbox where recipient = $1',
      [fresh.recipient],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it.each([
    ['a header that smuggles another in', { headers: { 'X-Nota': 'a\r\nBcc: otro@example.org' } }],
    ['a header the worker writes', { headers: { 'Message-ID': '<falso@example.org>' } }],
    ['a header name with a colon', { headers: { 'X:Nota': 'a' } }],
    ['two recipients in one', { recipient: 'ana@example.org,eva@example.org' }],
    ['a recipient with a display name', { recipient: 'Ana <ana@example.org>' }],
    ['a subject on two lines', { subject: 'Hola\nBcc: otro@example.org' }],
    ['a kind with capitals', { kind: 'Recibo' }],
  ])('refuses %s (23514) and queues nothing', async (_, overrides) => {
    const email = anEmail('rechazo', overrides);
    await expect(enqueueEmail(o.service, email)).rejects.toMatchObject({ code: '23514' });
    expect(
      await o.sql('select 1 from public.email_outbox where idempotency_key = $1', [email.idempotencyKey]),
    ).toEqual([]);
  });
});

describe('sending', () => {
  it('sends what was queued, with its headers, a text part and the row’s Message-ID, and records it', async () => {
    await freshQueue();
    const email = anEmail('boletin', {
      html: '<p>Lee el <a href="https://example.org/boletin/1">boletín</a>.</p>',
      headers: {
        'List-Unsubscribe': '<https://example.org/baja?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const { id } = await enqueueEmail(o.service, email);
    expect(await o.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, released: 0, problem: null });
    const received = await waitForEmail(email.recipient, { consume: false });
    expect(received).toMatchObject({ subject: 'Prueba boletin', from: ['no-responder@palabraviva.org'] });
    expect(received.text).toContain('boletín [https://example.org/boletin/1]');
    expect(received.headers['message-id']).toBe(`<outbox.${id}@palabraviva.org>`);
    const source = await emailSource(received.id);
    expect(source).toMatch(/^List-Unsubscribe: <https:\/\/example\.org\/baja\?t=abc>\r?$/m);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const row = await o.row(email.idempotencyKey);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, message_id: `<outbox.${id}@palabraviva.org>` });
    expect(row.smtp_response).toMatch(/^250 /);
    expect(row.sent_at).not.toBeNull();
    expect(await o.drain()).toMatchObject({ sent: 0 });
  });

  it('sends one-to-one mail before bulk mail queued earlier, and nothing before its time', async () => {
    await freshQueue();
    const bulk = [anEmail('masivo'), anEmail('masivo')].map((e) => ({ ...e, bulk: true }));
    const later = anEmail('programado', { sendAfter: new Date(Date.now() + 3_600_000) });
    const receipt = anEmail('personal');
    await enqueueEmails(o.service, [...bulk, later, receipt]);
    expect(await o.drain(inboxSetup(), { limit: 1 })).toMatchObject({ sent: 1 });
    expect((await o.row(receipt.idempotencyKey)).status).toBe('sent');
    expect(await o.drain()).toMatchObject({ sent: 2 });
    expect((await o.row(later.idempotencyKey)).status).toBe('queued');
  });

  it('starts no more than the per-minute limit, across runs', async () => {
    await freshQueue();
    const emails = Array.from({ length: 5 }, () => anEmail('ritmo'));
    await enqueueEmails(o.service, emails);
    expect(await o.drain(inboxSetup(3))).toMatchObject({ sent: 3 });
    expect(await o.drain(inboxSetup(3))).toMatchObject({ sent: 0 });
    await o.sql(`update public.email_outbox set last_attempt_at = now() - interval '61 seconds'`);
    expect(await o.drain(inboxSetup(3))).toMatchObject({ sent: 2 });
    for (const email of emails) expect((await o.row(email.idempotencyKey)).status).toBe('sent');
  });

  it('never lets two workers send the same email', async () => {
    await freshQueue();
    const emails = Array.from({ length: 24 }, () => anEmail('paralelo'));
    await enqueueEmails(o.service, emails);
    const runs = await Promise.all([0, 1, 2].map(() => o.drain(inboxSetup(), { batchSize: 3 })));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(24);
    for (const email of emails) {
      await waitForEmail(email.recipient, { consume: false });
      expect(await emailsTo(email.recipient)).toHaveLength(1);
    }
  });

  it('sends right after queuing when server code kicks the worker', async () => {
    await freshQueue();
    const email = anEmail('inmediato');
    await enqueueEmail(o.service, email);
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: process.env.MAIL_SMTP_PORT, SMTP_FROM: OUTBOX_FROM };
    expect(await kickOutbox(o.service, env)).toMatchObject({ sent: 1 });
    await waitForEmail(email.recipient);
  });
});

describe('the worker npm start and the browser tests run', () => {
  it('sends queued email to the local inbox within seconds, with config.toml’s sender, and stops cleanly', async () => {
    await freshQueue();
    const api = await listen(t.backend, 0);
    const env = inboxSmtpEnv({ smtpPort: Number(process.env.MAIL_SMTP_PORT) });
    const outbox = runOutbox(
      { supabaseUrl: api.url, secretKey: t.backend.ctx.keys.secretKey },
      env,
      () => {},
    );
    try {
      const email = anEmail('local');
      await enqueueEmail(o.service, email);
      const received = await waitForEmail(email.recipient, { timeoutMs: 5000, consume: false });
      expect(received.from).toEqual(['no-responder@palabraviva.org']);
      expect(await emailSource(received.id)).toMatch(
        /^From: Palabra Viva <no-responder@palabraviva\.org>\r?$/m,
      );
    } finally {
      await outbox.stop();
      await api.close();
    }
  });
});

describe('a worker that died mid-send', () => {
  it('leaves its emails to the next run once its lease runs out, which sends them again with the same Message-ID', async () => {
    await freshQueue();
    const email = anEmail('interrumpido');
    const { id } = await enqueueEmail(o.service, email);
    const claimed = await o.store.claim({
      worker: 'muerto',
      maxEmails: 5,
      leaseSeconds: 60,
      perMinute: 100,
      maxAttempts: 8,
    });
    expect(claimed.map((c) => c.id)).toEqual([id]);
    expect(await o.drain()).toMatchObject({ sent: 0 });
    await o.sql(
      `update public.email_outbox set lease_expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await o.drain()).toMatchObject({ sent: 1 });
    expect(await o.row(email.idempotencyKey)).toMatchObject({
      status: 'sent',
      attempts: 2,
      interruptions: 1,
    });
    expect((await waitForEmail(email.recipient)).headers['message-id']).toBe(
      `<outbox.${id}@palabraviva.org>`,
    );
  });

  it('fails an email whose sends were cut off too often, saying so in Spanish', async () => {
    await freshQueue();
    const email = anEmail('atascado');
    const { id } = await enqueueEmail(o.service, email);
    await o.sql(
      `update public.email_outbox set status = 'sending', attempts = 8, lease_owner = 'muerto',
      lease_expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await o.drain()).toMatchObject({ sent: 0 });
    expect(await o.row(email.idempotencyKey)).toMatchObject({
      status: 'failed',
      interruptions: 1,
      last_error: 'El envío se interrumpió antes de confirmarse demasiadas veces.',
    });
  });

  it('gives back the rest of its batch when asked to stop', async () => {
    await freshQueue();
    const emails = Array.from({ length: 4 }, () => anEmail('parada'));
    await enqueueEmails(o.service, emails);
    let sent = 0;
    const run = await o.drain(inboxSetup(), { shouldStop: () => sent++ >= 2 });
    expect(run).toMatchObject({ sent: 1, released: 3 });
    const rows = await Promise.all(emails.map((e) => o.row(e.idempotencyKey)));
    expect(rows.filter((row) => row.status === 'queued' && row.attempts === 0)).toHaveLength(3);
  });
});
