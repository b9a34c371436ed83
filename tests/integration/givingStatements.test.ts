import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from '#core/giving/statement.ts';
import { donationStatements } from '../../netlify/lib/donationStatements.ts';
import { pdfText } from '../../netlify/lib/giving/pdfText.ts';
import { queueStatementEmails, statementProgress } from '../../netlify/lib/giving/statementRun.ts';
import { loadYearGifts } from '../../netlify/lib/giving/yearGifts.ts';
import { type ServerSettings, serviceClient } from '../../netlify/lib/serverFunction.ts';
import { attachmentOf, emailsTo } from '../support/mailbox.ts';
import { type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 18 «Certificados anuales»: the admin previews one donor's PDF and sends all (the ZIP of all is
// givingStatementArchive.test.ts); a send run that dies half-way and is started again emails every donor
// exactly once.
const YEAR = 2031; // a year no other file's donations use
let test: TestBackend;
let outbox: OutboxHarness;
let settings: ServerSettings;
let token: string;
const run = randomUUID().slice(0, 6);
const donor = (n: number) => `donante${n}.${run}@example.org`;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  outbox = outboxHarness(test);
  settings = {
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    env: { URL: 'https://ministerio.example.org' },
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  };
  const admin = await test.signedIn('admin@example.org');
  token = (await admin.auth.getSession()).data.session?.access_token ?? '';
  const gift = (email: string, fields: Record<string, unknown> = {}) => ({
    amount: 1000,
    currency: 'USD',
    status: 'succeeded',
    donation_date: `${YEAR}-06-01`,
    donor_email: email,
    donor_name: null,
    fund: 'general',
    refunded_at: null,
    ...fields,
  });
  const { error } = await outbox.service.from('donations').insert([
    gift(`Ana.${run}@Example.org`, {
      amount: 2500,
      donation_date: `${YEAR}-01-15`,
      donor_name: 'Ana Ruiz',
    }),
    gift(`ana.${run}@example.org`, {
      amount: 4000,
      currency: 'EUR',
      donation_date: `${YEAR}-03-02`,
      fund: 'misiones',
    }),
    gift(`ana.${run}@example.org`, {
      amount: 9900,
      donation_date: `${YEAR}-04-09`,
      refunded_at: new Date().toISOString(),
    }),
    gift(`ana.${run}@example.org`, { amount: 5000, donation_date: `${YEAR - 1}-12-31` }),
    ...Array.from({ length: 24 }, (_, n) => gift(donor(n))),
  ]);
  expect(error).toBeNull();
});
afterAll(() => test.close());

async function call(body: object) {
  return donationStatements.create(settings)(
    new Request(`${API_URL}/fn`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
}

describe('year-end statements', () => {
  it('previews a donor with gifts in two currencies and a refund: right lines and totals in the PDF', async () => {
    const response = await call({ action: 'preview', year: YEAR, email: `ANA.${run}@example.org` });
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Donante: Ana Ruiz');
    expect(text).toContain(`15 de enero de ${YEAR} General 25,00 US$`);
    expect(text).toContain(`2 de marzo de ${YEAR} Misiones 40,00 €`);
    expect(text).toContain('Total en EUR 40,00 €');
    expect(text).toContain('Total en USD 25,00 US$');
    expect(text).not.toContain('99,00');
    expect(text).not.toContain('50,00');
  });

  it('sends each donor exactly one email when a send run dies half-way and is started again', async () => {
    const statements = statementsOf(await loadYearGifts(outbox.service, YEAR), YEAR);
    // The first run's API dies at its second enqueue call, as a killed function would stop.
    let rpcCalls = 0;
    const dying = serviceClient({
      ...settings,
      fetch: (input, init) => {
        if (String(input).includes('/rpc/enqueue_emails') && ++rpcCalls >= 2)
          throw new Error('proceso terminado');
        return test.backend.fetch(new Request(input, init));
      },
    });
    await expect(
      queueStatementEmails(dying, statements, 'https://ministerio.example.org/donate/gestionar', 10),
    ).rejects.toThrow();
    expect(await statementProgress(outbox.service, YEAR)).toMatchObject({ queued: 10 });
    await outbox.drain(); // some go out before the restart
    const answer = await call({ action: 'send', year: YEAR });
    expect(await answer.json()).toMatchObject({ total: 25, queuedNow: 15 });
    await outbox.drain();
    await outbox.drain();
    expect(await statementProgress(outbox.service, YEAR)).toEqual({
      queued: 0,
      sending: 0,
      sent: 25,
      failed: 0,
    });
    for (const email of [`ana.${run}@example.org`, ...Array.from({ length: 24 }, (_, n) => donor(n))])
      expect((await emailsTo(email)).length, email).toBe(1);
    const [ana] = await emailsTo(`ana.${run}@example.org`);
    expect(ana?.subject).toBe(`Tu certificado de donaciones ${YEAR}`);
    expect(ana?.links).toContain('https://ministerio.example.org/donate/gestionar');
    // The PDF travels with the email, made as it was sent (the queue stores none): the previewed document.
    expect(ana?.attachments).toMatchObject([
      { filename: `certificado-${YEAR}.pdf`, contentType: 'application/pdf' },
    ]);
    const attached = await pdfText(await attachmentOf(ana!, ana!.attachments[0]!));
    expect(attached).toContain('Total en EUR 40,00 €');
    expect(attached).toContain('Total en USD 25,00 US$');
  });

  it('is for admins only', async () => {
    const editor = await test.signedIn('editor@example.org');
    const editorToken = (await editor.auth.getSession()).data.session?.access_token;
    const response = await donationStatements.create(settings)(
      new Request(`${API_URL}/fn`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${editorToken}` },
        body: JSON.stringify({ action: 'zip', year: YEAR }),
      }),
    );
    expect(response.status).toBe(403);
  });
});
