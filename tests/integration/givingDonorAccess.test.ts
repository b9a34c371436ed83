import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorAccess, LINK_SENT, STRIPE_MISSING } from '../../netlify/lib/donorAccess.ts';
import { pdfText } from '../../netlify/lib/giving/pdfText.ts';
import type { ServerSettings } from '../../netlify/lib/serverFunction.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';
import { type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { type StripeStandIn, startStripeStandIn } from '../support/stripeStandIn.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 18 «Autoservicio»: a magic link (signed, expiring, single use) that never reveals whether an email
// has gifts; the donor's gifts, a year's PDF, and Stripe's customer portal through the official SDK,
// pointed at a local stand-in for Stripe's API.
let test: TestBackend;
let outbox: OutboxHarness;
let stripe: StripeStandIn;
let settings: ServerSettings;
const donor = `autoservicio.${randomUUID().slice(0, 8)}@example.org`;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  outbox = outboxHarness(test);
  stripe = await startStripeStandIn(['cus_Donante1']);
  settings = {
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    env: {
      URL: 'https://ministerio.example.org',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_API_BASE: stripe.url,
    },
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  };
  const base = {
    currency: 'USD',
    status: 'succeeded',
    donor_email: donor,
    donor_name: 'Rut',
    fund: 'general',
    refunded_at: null,
  };
  const { error } = await outbox.service.from('donations').insert([
    {
      ...base,
      amount: 3000,
      donation_date: '2030-02-01',
      recurring: true,
      stripe_customer_id: 'cus_Donante1',
    },
    { ...base, amount: 1000, donation_date: '2030-03-01', recurring: false, stripe_customer_id: null },
  ]);
  expect(error).toBeNull();
});
afterAll(async () => {
  await stripe.close();
  await test.close();
});

async function call(body: object, env = settings.env) {
  const response = await donorAccess.create({ ...settings, env })(
    new Request(`${API_URL}/fn`, { method: 'POST', body: JSON.stringify(body) }),
  );
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    type,
    body: type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer()),
  };
}

describe('donor self-service', () => {
  it('answers the same for an email with and without gifts, and mails only the donor', async () => {
    const stranger = `nadie.${randomUUID().slice(0, 8)}@example.org`;
    expect(await call({ action: 'request', email: stranger })).toMatchObject({
      status: 200,
      body: { message: LINK_SENT },
    });
    expect(await call({ action: 'request', email: donor.toUpperCase() })).toMatchObject({
      status: 200,
      body: { message: LINK_SENT },
    });
    await outbox.drain();
    expect(await emailsTo(stranger)).toEqual([]);
  });

  it('opens once with the gifts, a statement and the portal, then explains itself', async () => {
    const email = await waitForEmail(donor);
    const link = email.links.find((href) => href.includes('#acceso='));
    expect(link).toMatch(/^https:\/\/ministerio\.example\.org\/donate\/gestionar#acceso=/);
    const token = decodeURIComponent(link!.split('#acceso=')[1]!);

    const opened = await call({ action: 'open', token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ email: donor, statementYears: [2030], recurring: true });
    expect(opened.body.gifts).toHaveLength(2);
    expect(JSON.stringify(opened.body.gifts)).not.toContain('cus_');

    // Spent, wrong and expired links get one answer (issue 30 item 2), which says each may be why.
    const again = await call({ action: 'open', token });
    expect(again).toMatchObject({ status: 400, body: { code: 'link_invalid' } });
    expect(again.body.message).toContain('ya se usó');
    expect(await call({ action: 'open', token: `${token}x` })).toEqual(again);

    // A reload within the session lists the same gifts again without a new link.
    const { session, ...view } = opened.body;
    expect(await call({ action: 'gifts', session })).toMatchObject({ status: 200, body: view });
    expect(await call({ action: 'gifts', session: `${session}x` })).toMatchObject({
      status: 401,
      body: { code: 'session_expired' },
    });

    const pdf = await call({ action: 'statement', session: opened.body.session, year: 2030 });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdfText(pdf.body as Uint8Array)).toContain('Total en USD 40,00 US$');

    const portal = await call({ action: 'portal', session: opened.body.session });
    expect(portal).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) },
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      authorization: 'Bearer sk_test_local',
      form: { customer: 'cus_Donante1', return_url: 'https://ministerio.example.org/donate/gestionar' },
    });

    const withoutKey = await call(
      { action: 'portal', session: opened.body.session },
      { URL: 'https://x.example' },
    );
    expect(withoutKey).toMatchObject({
      status: 503,
      body: { code: 'stripe_not_configured', message: STRIPE_MISSING },
    });
    expect((await call({ action: 'statement', session: 'falsa.firma', year: 2030 })).status).toBe(401);
  });
});
