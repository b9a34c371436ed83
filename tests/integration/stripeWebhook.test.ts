import { seedDatabase } from '@palabra-viva/local-supabase';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeWebhookFunction, stripeWebhookNotConfigured } from '../../netlify/lib/stripeWebhook.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Offline: payloads are signed here with a test secret exactly as Stripe signs them, then posted to the
// handler, which stores through supabase-js and the service key into the real backend.
const SECRET = 'whsec_prueba_local_0123456789abcdef';
const TIME_ZONE = 'America/Mexico_City';

let test: TestBackend;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend); // demo staff accounts and hand-entered donations
  handle = stripeWebhookFunction(TIME_ZONE).create({
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    env: { STRIPE_WEBHOOK_SECRET: SECRET },
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => test.close());

let sequence = 0;
function checkoutEvent(session: Record<string, unknown> = {}, type = 'checkout.session.completed') {
  sequence += 1;
  return {
    id: `evt_test_${sequence}`,
    object: 'event',
    type,
    created: 1_749_430_800, // 2025-06-09 01:00 UTC = 8 June in Mexico City
    livemode: false,
    data: {
      object: {
        id: `cs_test_${sequence}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 2500,
        currency: 'usd',
        payment_intent: `pi_test_${sequence}`,
        invoice: null,
        customer_details: { name: 'Lucía Fernández', email: 'lucia@example.org' },
        ...session,
      },
    },
  };
}

async function post(body: string, signature?: string) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (signature) headers.set('Stripe-Signature', signature);
  const response = await handle(new Request(`${API_URL}/stripe`, { method: 'POST', body, headers }));
  return { status: response.status, body: await response.json() };
}

async function signedPost(event: object, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SECRET,
    timestamp,
  });
  return post(payload, signature);
}

async function rowsFor(paymentId: string) {
  const { data, error } = await test
    .client('service_role')
    .from('donations')
    .select(
      'amount, currency, donor_name, donor_email, status, source, donation_date, stripe_payment_intent_id',
    )
    .eq('stripe_payment_intent_id', paymentId);
  expect(error).toBeNull();
  return data ?? [];
}

describe('Stripe webhook', () => {
  it('records a paid checkout as a donation in cents, with donor, status, payment id and source', async () => {
    const event = checkoutEvent();
    expect(await signedPost(event)).toEqual({ status: 200, body: { received: true, recorded: true } });
    expect(await rowsFor(event.data.object.payment_intent)).toEqual([
      {
        amount: 2500,
        currency: 'USD',
        donor_name: 'Lucía Fernández',
        donor_email: 'lucia@example.org',
        status: 'succeeded',
        source: 'stripe',
        donation_date: '2025-06-08',
        stripe_payment_intent_id: event.data.object.payment_intent,
      },
    ]);
  });

  it('records a retried or replayed event once and still answers 200', async () => {
    const event = checkoutEvent({ amount_total: 1000 });
    const answers = [await signedPost(event), await signedPost(event), await signedPost(event)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.recorded)).toEqual([true, false, false]);
    expect(await rowsFor(event.data.object.payment_intent)).toHaveLength(1);
  });

  it('records concurrent deliveries of the same event once', async () => {
    const event = checkoutEvent();
    const answers = await Promise.all([signedPost(event), signedPost(event), signedPost(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await rowsFor(event.data.object.payment_intent)).toHaveLength(1);
  });

  it.each([
    ['a tampered amount', (payload: string) => payload.replace('"amount_total":2500', '"amount_total":9999')],
    ['a tampered e-mail', (payload: string) => payload.replace('lucia@example.org', 'otra@example.org')],
    ['an extra space', (payload: string) => `${payload} `],
  ])('refuses %s with 400 and stores nothing', async (_, tamper) => {
    const event = checkoutEvent();
    const payload = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    const answer = await post(tamper(payload), signature);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_signature');
    expect(await rowsFor(event.data.object.payment_intent)).toEqual([]);
  });

  it.each([
    [
      'another secret',
      async (payload: string) =>
        Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_otra' }),
    ],
    [
      'a signature replayed 10 minutes later',
      async (payload: string) =>
        Stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
    ],
    ['a malformed header', async () => 't=abc,v1=zzz'],
  ])('refuses %s with 400', async (_, sign) => {
    const event = checkoutEvent();
    const payload = JSON.stringify(event);
    const answer = await post(payload, await sign(payload));
    expect(answer.status).toBe(400);
    expect(await rowsFor(event.data.object.payment_intent)).toEqual([]);
  });

  it('refuses a request without signature and answers 405 to other methods', async () => {
    expect((await post(JSON.stringify(checkoutEvent()))).status).toBe(400);
    const get = await handle(new Request(`${API_URL}/stripe`, { method: 'GET' }));
    expect(get.status).toBe(405);
  });

  it.each([
    ['another event type', checkoutEvent({}, 'payment_intent.created'), 'evento payment_intent.created'],
    ['an unpaid checkout', checkoutEvent({ payment_status: 'unpaid' }), 'payment_status unpaid'],
    ['a checkout without amount', checkoutEvent({ amount_total: 0 }), 'amount_total vacío'],
  ])('acknowledges %s with 200 and records nothing', async (_, event, reason) => {
    expect(await signedPost(event)).toEqual({ status: 200, body: { received: true, ignored: reason } });
    expect(await rowsFor(event.data.object.payment_intent)).toEqual([]);
  });

  it('keeps the gift when Stripe has no usable name or e-mail, and uses the session id without a payment', async () => {
    const event = checkoutEvent({
      payment_intent: null,
      customer_details: { name: null, email: 'no-es-correo' },
    });
    expect((await signedPost(event)).body.recorded).toBe(true);
    const [row] = await rowsFor(event.data.object.id);
    expect(row).toMatchObject({ donor_name: null, donor_email: null, amount: 2500 });
  });

  it('shows webhook donations to admins beside hand-entered ones', async () => {
    const admin = await test.signedIn('admin@example.org');
    // The admin dialog's insert sends no source: the column's default marks it as typed by hand.
    const manual = await admin
      .from('donations')
      .insert({ amount: 700, currency: 'EUR', status: 'pending', donor_name: 'A mano' });
    expect(manual.error).toBeNull();
    // The admin list's own query (admin/src/features/donations/api.ts): one list, both kinds.
    const { data, error } = await admin
      .from('donations')
      .select('*')
      .order('donation_date', { ascending: false });
    expect(error).toBeNull();
    expect(new Set((data ?? []).map((row) => row.source))).toEqual(new Set(['manual', 'stripe']));
    expect(data).toContainEqual(expect.objectContaining({ donor_name: 'A mano', source: 'manual' }));
    expect(data).toContainEqual(
      expect.objectContaining({ donor_name: 'Lucía Fernández', source: 'stripe', status: 'succeeded' }),
    );
  });

  it('answers 503 with a clear message while it is not configured', async () => {
    const response = stripeWebhookNotConfigured();
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});
