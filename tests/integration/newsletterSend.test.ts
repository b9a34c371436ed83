import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../netlify/lib/mail/outbox.ts';
import { sendNewsletter } from '../../netlify/lib/sendNewsletter.ts';
import type { Handler } from '../../netlify/lib/serverFunction.ts';
import { unsubscribe } from '../../netlify/lib/unsubscribe.ts';
import { emailSource, headerOf, waitForEmail } from '../support/mailbox.ts';
import { type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The newsletter end to end without a browser: an editor's issue, a test to themselves, the send to every
// active subscriber through the outbox (once each, even when resumed), and the one-click unsubscribe a
// mail client performs with the List-Unsubscribe header.
const SITE = 'https://palabraviva.example';
let t: TestBackend;
let o: OutboxHarness;
let send: Handler;
let unsubscribeHandler: Handler;

beforeAll(async () => {
  t = await startTestBackend();
  await seedDatabase(t.backend);
  o = outboxHarness(t);
  const settings = {
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: SITE },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => t.backend.fetch(new Request(input, init)),
  };
  send = sendNewsletter.create(settings);
  unsubscribeHandler = unsubscribe.create(settings);
});
afterAll(() => t.close());

async function tokenOf(email: string): Promise<string> {
  const { data } = await (await t.signedIn(email)).auth.getSession();
  return data.session!.access_token;
}

const callSend = async (email: string, body: unknown) =>
  send(
    new Request(`${SITE}/.netlify/functions/send-newsletter`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf(email)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

async function draftAs(email: string, subject: string): Promise<string> {
  const client = await t.signedIn(email);
  const { data, error } = await client
    .from('newsletter_issues')
    .insert({ subject, body_markdown: '# Hola\n\nUna **reflexión** para la semana.' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function newSubscribers(count: number): Promise<{ id: string; email: string }[]> {
  const rows = Array.from({ length: count }, () => ({
    email: `lector.${randomUUID().slice(0, 8)}@example.org`,
    country: 'México',
  }));
  const { data, error } = await o.service.from('subscribers').insert(rows).select('id, email');
  if (error) throw error;
  return data;
}

const oneClick = (listUnsubscribe: string) =>
  unsubscribeHandler(
    new Request(/^<(.+)>$/.exec(listUnsubscribe)![1]!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

describe('send-newsletter', () => {
  it('sends an editor a test with working unsubscribe headers, and queues nothing for subscribers', async () => {
    const issueId = await draftAs('editor@example.org', `Prueba ${randomUUID().slice(0, 6)}`);
    const response = await callSend('editor@example.org', { issueId, test: true });
    expect(response.status).toBe(202);
    await o.drain();
    const email = await waitForEmail('editor@example.org', { subject: 'Prueba', consume: false });
    expect(email.html).toContain('<strong>reflexión</strong>');
    expect(email.links.some((link) => link.startsWith(`${SITE}/baja?token=`))).toBe(true);
    const source = await emailSource(email.id);
    expect(headerOf(source, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(source, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${SITE}/\\.netlify/functions/unsubscribe\\?token=[^>]+>$`),
    );
    const [row] = await o.sql(`select count(*)::int as n from email_outbox where batch = $1`, [
      `newsletter:${issueId}`,
    ]);
    expect(row?.n).toBe(0);
  });

  it('records in the audit log who started the send, not just the server', async () => {
    const issueId = await draftAs('editor@example.org', `Auditado ${randomUUID().slice(0, 6)}`);
    expect((await callSend('editor@example.org', { issueId, test: false })).status).toBe(202);
    const started = await o.sql(
      `select actor_email from audit_log
       where table_name = 'newsletter_issues' and row_id = $1 and 'send_started_at' = any (changed_columns)`,
      [issueId],
    );
    expect(started).toEqual([{ actor_email: 'editor@example.org' }]);
  });

  it('queues every active subscriber once, resumes without repeats and shows progress', async () => {
    const readers = await newSubscribers(3);
    const [inactive] = await newSubscribers(1);
    await o.service.from('subscribers').update({ is_active: false }).eq('id', inactive!.id);
    const active = (await o.sql('select count(*)::int as n from subscribers where is_active'))[0]!
      .n as number;
    const issueId = await draftAs('admin@example.org', 'Boletín de noviembre');

    // A crashed run had started the send and queued the first reader before dying.
    await o.sql('update newsletter_issues set send_started_at = now() where id = $1', [issueId]);
    await enqueueEmail(o.service, {
      idempotencyKey: `newsletter:${issueId}:${readers[0]!.id}`,
      kind: 'newsletter',
      recipient: readers[0]!.email,
      subject: 'Boletín de noviembre',
      html: '<p>Boletín de noviembre</p>',
      bulk: true,
      batch: `newsletter:${issueId}`,
    });

    const response = await callSend('editor@example.org', { issueId });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recipients: active, queued: active - 1 });
    const again = await callSend('admin@example.org', { issueId });
    expect(await again.json()).toEqual({ recipients: active, queued: 0 });

    const editor = await t.signedIn('editor@example.org');
    const before = await editor.from('newsletter_delivery').select();
    expect(before.data?.find((row) => row.issue_id === issueId)).toMatchObject({ queued: active, sent: 0 });
    await o.drain();
    const after = await editor.from('newsletter_delivery').select();
    expect(after.data?.find((row) => row.issue_id === issueId)).toMatchObject({ queued: 0, sent: active });
    const { data: issue } = await editor
      .from('newsletter_issues')
      .select('recipient_count')
      .eq('id', issueId)
      .single();
    expect(issue?.recipient_count).toBe(active);

    // Each reader's own List-Unsubscribe works with one POST and no sign-in.
    for (const reader of readers.slice(1)) {
      const email = await waitForEmail(reader.email, { subject: 'Boletín de noviembre', consume: false });
      const answer = await oneClick(headerOf(await emailSource(email.id), 'List-Unsubscribe')!);
      expect(answer.status).toBe(200);
      expect((await answer.json()).message).toBe('Te has dado de baja. No recibirás más boletines.');
      const { data } = await o.service.from('subscribers').select('is_active').eq('id', reader.id).single();
      expect(data?.is_active).toBe(false);
    }
    const untouched = await o.service
      .from('subscribers')
      .select('is_active')
      .eq('id', readers[0]!.id)
      .single();
    expect(untouched.data?.is_active).toBe(true);
  });

  it('keeps a sent issue as it went out', async () => {
    const issueId = await draftAs('editor@example.org', 'Ya enviado');
    await o.sql('update newsletter_issues set send_started_at = now(), recipient_count = 0 where id = $1', [
      issueId,
    ]);
    const editor = await t.signedIn('editor@example.org');
    const { data: changed } = await editor
      .from('newsletter_issues')
      .update({ subject: 'Otro' })
      .eq('id', issueId)
      .select();
    expect(changed).toEqual([]);
    const { data: removed } = await editor.from('newsletter_issues').delete().eq('id', issueId).select();
    expect(removed).toEqual([]);
  });

  it('refuses staff who do not manage subscribers, and shows them no issues or progress', async () => {
    const issueId = await draftAs('editor@example.org', 'Solo editores');
    const response = await callSend('pastoral@example.org', { issueId });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('not_newsletter_staff');
    const pastoral = await t.signedIn('pastoral@example.org');
    expect((await pastoral.from('newsletter_issues').select('id')).data).toEqual([]);
    expect((await pastoral.from('newsletter_delivery').select()).data).toEqual([]);
    const insert = await pastoral.from('newsletter_issues').insert({ subject: 'x', body_markdown: 'y' });
    expect(insert.error?.code).toBe('42501');
  });

  it('answers 404 for an issue that does not exist', async () => {
    const response = await callSend('editor@example.org', { issueId: randomUUID() });
    expect(response.status).toBe(404);
  });
});

describe('unsubscribe', () => {
  it.each([
    ['a forged token', `${randomUUID()}.AAAA`],
    ['no token', ''],
  ])('refuses %s in Spanish', async (_name, token) => {
    const answer = await unsubscribeHandler(
      new Request(`${SITE}/.netlify/functions/unsubscribe?token=${token}`, { method: 'POST' }),
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/^El enlace de baja no es válido/);
  });

  it('does nothing on GET, which link scanners follow', async () => {
    const answer = await unsubscribeHandler(new Request(`${SITE}/.netlify/functions/unsubscribe?token=x`));
    expect(answer.status).toBe(405);
  });
});
