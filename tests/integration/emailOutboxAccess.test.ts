import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../netlify/lib/mail/outbox.ts';
import { senderSetupFromEnv } from '../../netlify/lib/mail/senderSetup.ts';
import { signedInWithout } from '../support/accessMatrix.ts';
import { type ActorBackend, startActorBackend, untyped } from '../support/actorClients.ts';
import { anEmail, type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';

// Who may touch outgoing email through the API (SECURITY.md): nobody but the service role queues,
// claims or records; admins read delivery metadata and the summary, never a message's body or headers,
// and change one thing, a failed email back to queued. Every other actor gets nothing.
let b: ActorBackend;
let o: OutboxHarness;
let failedId: string;
let sentId: string;
beforeAll(async () => {
  b = await startActorBackend();
  o = outboxHarness(b);
  const failed = await enqueueEmail(o.service, anEmail('fallido'));
  const sent = await enqueueEmail(o.service, anEmail('enviado'));
  await enqueueEmail(o.service, anEmail('esperando'));
  failedId = failed.id;
  sentId = sent.id;
  await o.sql(
    `update public.email_outbox set status = 'failed', attempts = 8, last_error = '550 User unknown',
    last_attempt_at = now() where id = $1`,
    [failedId],
  );
  await o.sql(`update public.email_outbox set status = 'sent', sent_at = now() where id = $1`, [sentId]);
  await o.drain(senderSetupFromEnv({}));
});
afterAll(() => b.close());

/** Signed in without the outbox: a member and the staff roles core/access.ts leaves out. */
const OTHERS = signedInWithout('outbox.manage');

describe('reading', () => {
  it('shows admins the delivery of every email', async () => {
    const { data, error } = await b.as.admin
      .from('email_outbox')
      .select('id, kind, recipient, subject, status, attempts, last_error, sent_at');
    expect(error).toBeNull();
    expect(data?.map((row) => row.status).sort()).toEqual(['failed', 'queued', 'sent']);
  });

  it.each(['html', 'text', 'headers', 'smtp_response', 'lease_owner', '*'])(
    'never shows anyone signed in the column %s (it can hold private links)',
    async (column) => {
      for (const actor of ['admin', ...OTHERS] as const) {
        const { error } = await untyped(b.as[actor]).from('email_outbox').select(column);
        expect(error?.code, actor).toBe('42501');
      }
    },
  );

  it.each(OTHERS)('shows %s no outgoing email, status or summary', async (actor) => {
    const client = b.as[actor];
    expect((await client.from('email_outbox').select('id, recipient')).data).toEqual([]);
    expect((await client.from('email_sender_status').select('problem')).data).toEqual([]);
    expect((await client.from('email_outbox_summary').select('waiting')).data).toEqual([]);
  });

  it('refuses visitors outright', async () => {
    const columns = { email_outbox: 'id', email_sender_status: 'problem', email_outbox_summary: 'waiting' };
    for (const [table, column] of Object.entries(columns)) {
      const { error, status } = await untyped(b.as.anon).from(table).select(column);
      expect([error?.code, status], table).toEqual(['42501', 401]);
    }
  });

  it('sums up for admins what waits, what failed and why nothing is sent', async () => {
    const { data, error } = await b.as.admin.from('email_outbox_summary').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      waiting: 1,
      failed: 1,
      last_failure: '550 User unknown',
      sent_last_day: 1,
      problem: 'smtp_not_configured',
      per_minute: 60,
    });
    expect(data?.checked_at).not.toBeNull();
    expect(data?.oldest_waiting_at).not.toBeNull();
  });
});

describe('writing', () => {
  it('lets an admin queue a failed email again, which starts afresh', async () => {
    const { data, error } = await b.as.admin
      .from('email_outbox')
      .update({ status: 'queued' })
      .eq('id', failedId)
      .select('status, attempts, last_error');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'queued', attempts: 0, last_error: null }]);
  });

  it('lets no admin resend a sent email, mark one sent or change anything else', async () => {
    const resend = await b.as.admin
      .from('email_outbox')
      .update({ status: 'queued' })
      .eq('id', sentId)
      .select('id');
    expect(resend.data).toEqual([]);
    await o.sql(`update public.email_outbox set status = 'failed' where id = $1`, [failedId]);
    const forge = await b.as.admin.from('email_outbox').update({ status: 'sent' }).eq('id', failedId);
    expect(forge.error?.code).toBe('42501');
    const other = await b.as.admin
      .from('email_outbox')
      .update({ recipient: 'otra@example.org' })
      .eq('id', failedId);
    expect(other.error?.code).toBe('42501');
    expect(
      (
        await o.row(
          (
            await o.sql('select idempotency_key from public.email_outbox where id = $1', [failedId])
          )[0]!.idempotency_key as string,
        )
      ).status,
    ).toBe('failed');
  });

  it.each(['editor', 'pastoral', 'member'] as const)('lets %s queue nothing again', async (actor) => {
    const { data } = await b.as[actor]
      .from('email_outbox')
      .update({ status: 'queued' })
      .eq('id', failedId)
      .select('id');
    expect(data ?? []).toEqual([]);
  });

  it.each(['anon', 'member', 'editor', 'admin'] as const)(
    'lets %s neither insert nor delete rows',
    async (actor) => {
      const client = untyped(b.as[actor]);
      const insert = await client.from('email_outbox').insert({
        idempotency_key: `intruso:${actor}`,
        kind: 'prueba',
        recipient: 'victima@example.org',
        subject: 'Hola',
        html: '<p>Hola</p>',
      });
      expect(insert.error?.code).toBe('42501');
      const remove = await client.from('email_outbox').delete().eq('id', sentId);
      expect(remove.error?.code).toBe('42501');
      const status = await client.from('email_sender_status').update({ problem: null }).eq('id', true);
      expect(status.error?.code).toBe('42501');
    },
  );

  it.each(['anon', 'member', 'admin'] as const)(
    'lets %s call none of the worker’s functions',
    async (actor) => {
      const client = untyped(b.as[actor]);
      const calls = [
        client.rpc('enqueue_emails', { emails: [anEmail('intruso')] }),
        client.rpc('claim_outbox_emails', { worker: 'intruso', max_emails: 10, lease_seconds: 60 }),
        client.rpc('record_outbox_sent', { email_id: failedId, message_id: '<x@y>', smtp_response: '250' }),
        client.rpc('record_outbox_failure', { email_id: failedId, worker: 'intruso', error: 'x' }),
        client.rpc('release_outbox_emails', { worker: 'intruso', email_ids: [failedId] }),
      ];
      for (const { error } of await Promise.all(calls)) expect(error?.code).toBe('42501');
      expect((await o.sql('select status from public.email_outbox where id = $1', [failedId]))[0]).toEqual({
        status: 'failed',
      });
    },
  );
});
