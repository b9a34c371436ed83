import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../netlify/lib/mail/outbox.ts';
import { drainOutbox } from '../../netlify/lib/mail/outboxWorker.ts';
import { senderSetupFromEnv } from '../../netlify/lib/mail/senderSetup.ts';
import { emailsTo } from '../support/mailbox.ts';
import { anEmail, inboxSetup, type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { type ScriptedSmtp, startScriptedSmtp } from '../support/scriptedSmtp.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// What the outbox does when sending does not work: a refused email fails for good (5xx) or waits and
// tries again (4xx); a server that cannot be used at all (missing or wrong settings, refused login or
// sender, nothing listening) leaves every email queued, untried, and the reason where the admin sees it.
let t: TestBackend;
let o: OutboxHarness;
// A provider that knows some mailboxes not to exist and others to be busy; one that wants another
// password; one that does not let our sender address send.
let provider: ScriptedSmtp;
let strict: ScriptedSmtp;
let picky: ScriptedSmtp;
beforeAll(async () => {
  t = await startTestBackend();
  o = outboxHarness(t);
  provider = await startScriptedSmtp({
    recipient: (address) => {
      if (address.startsWith('inexistente.')) return { code: 550, message: '5.1.1 User unknown' };
      if (address.startsWith('ocupado.')) return { code: 451, message: '4.7.1 Try again later' };
      return undefined;
    },
  });
  strict = await startScriptedSmtp({ login: { user: 'ministerio', pass: 'correcta' } });
  picky = await startScriptedSmtp({ sender: { code: 553, message: '5.7.1 Sender not allowed' } });
});
afterAll(async () => {
  await Promise.all([provider, strict, picky].map((server) => server.close()));
  await t.close();
});

const senderStatus = async () =>
  (await o.sql('select problem, problem_detail, per_minute, checked_at from public.email_sender_status'))[0]!;

/** One email as the only due one: whatever earlier tests left is set aside. */
async function queueOnly(label: string) {
  await o.sql(`update public.email_outbox set status = 'sent', sent_at = now() where status = 'queued'`);
  const email = anEmail(label);
  await enqueueEmail(o.service, email);
  return email;
}

describe('an email the server refuses', () => {
  it('fails for good on a permanent refusal (550), with the server’s reply as the reason', async () => {
    const email = await queueOnly('inexistente');
    expect(await o.drain(inboxSetup(100, provider.port))).toMatchObject({ failed: 1, sent: 0 });
    const row = await o.row(email.idempotencyKey);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550 5\.1\.1 User unknown/);
  });

  it('tries a temporary refusal (451) again later, and fails it after the last attempt', async () => {
    const email = await queueOnly('ocupado');
    const retry = { maxAttempts: 2, firstDelayMs: 60_000, factor: 4, maxDelayMs: 3_600_000 };
    expect(await o.drain(inboxSetup(100, provider.port), { retry })).toMatchObject({ retrying: 1 });
    const [waiting] = await o.sql(
      `select status, attempts, last_error, next_attempt_at - now() > interval '55 seconds' as later
       from public.email_outbox where idempotency_key = $1`,
      [email.idempotencyKey],
    );
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, later: true });
    expect(waiting!.last_error).toMatch(/451 4\.7\.1/);
    expect(await o.drain(inboxSetup(100, provider.port), { retry })).toMatchObject({ retrying: 0 });
    await o.sql(`update public.email_outbox set next_attempt_at = now() where idempotency_key = $1`, [
      email.idempotencyKey,
    ]);
    expect(await o.drain(inboxSetup(100, provider.port), { retry })).toMatchObject({ failed: 1 });
    expect(await o.row(email.idempotencyKey)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('waits and tries again when its attachment cannot be made, sending nothing without it', async () => {
    const email = await queueOnly('adjunto');
    const attachments = async () => {
      throw new Error('la base no respondió');
    };
    const run = await drainOutbox({ store: o.store, setup: inboxSetup(), attachments }, { budgetMs: 5000 });
    expect(run).toMatchObject({ retrying: 1, sent: 0 });
    expect(await o.row(email.idempotencyKey)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'No se pudo preparar el adjunto: la base no respondió',
    });
    expect(await emailsTo(email.recipient)).toEqual([]);
  });
});

describe('a server that cannot be used', () => {
  async function closedPort(): Promise<number> {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it.each([
    ['no SMTP settings at all', async () => senderSetupFromEnv({}), 'smtp_not_configured'],
    [
      'a host without a sender address',
      async () => senderSetupFromEnv({ SMTP_HOST: '127.0.0.1' }),
      'smtp_settings_invalid',
    ],
    ['nothing listening on the port', async () => inboxSetup(100, await closedPort()), 'smtp_unreachable'],
    [
      'a refused login',
      async () => {
        const setup = inboxSetup(100, strict.port);
        return setup.ready ? { ...setup, smtp: { ...setup.smtp, user: 'ministerio', pass: 'otra' } } : setup;
      },
      'smtp_login_rejected',
    ],
    [
      'a refused sender address (553 at MAIL FROM)',
      async () => inboxSetup(100, picky.port),
      'smtp_sender_rejected',
    ],
  ])('with %s keeps the email queued, untried, and records why', async (_, setupFor, problem) => {
    const email = await queueOnly('espera');
    const run = await o.drain(await setupFor());
    expect(run).toMatchObject({ sent: 0, failed: 0, retrying: 0, problem });
    expect(await o.row(email.idempotencyKey)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lease_owner: null,
    });
    expect(await senderStatus()).toMatchObject({ problem });
    expect((await senderStatus()).checked_at).not.toBeNull();
  });

  it('sends the waiting email once the settings are right, and clears the problem', async () => {
    const email = await queueOnly('reanudado');
    await o.drain(senderSetupFromEnv({}));
    expect(await senderStatus()).toMatchObject({ problem: 'smtp_not_configured' });
    expect(await o.drain(inboxSetup(42))).toMatchObject({ sent: 1, problem: null });
    expect(await o.row(email.idempotencyKey)).toMatchObject({ status: 'sent' });
    expect(await senderStatus()).toMatchObject({ problem: null, problem_detail: null, per_minute: 42 });
  });
});
