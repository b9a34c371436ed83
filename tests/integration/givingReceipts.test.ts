import { randomUUID } from 'node:crypto';
import { seedDatabase } from '@palabra-viva/local-supabase';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationReceipt } from '../../netlify/lib/donationReceipt.ts';
import { receiptKey } from '../../netlify/lib/giving/receipt.ts';
import type { ServerSettings } from '../../netlify/lib/serverFunction.ts';
import { stripeWebhookFunction } from '../../netlify/lib/stripeWebhook.ts';
import { emailsTo } from '../support/mailbox.ts';
import { type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Issue 18 «Recibos»: a gift recorded by the webhook (or by an admin) gets exactly one receipt through the
// email outbox, however often Stripe delivers the event; the worker sends it to the local inbox.
const SECRET = 'whsec_recibos_0123456789abcdef';

let test: TestBackend;
let outbox: OutboxHarness;
let settings: ServerSettings;
let webhook: (request: Request) => Promise<Response>;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  outbox = outboxHarness(test);
  // No SMTP_* here: the webhook's kick finds no sender, so the harness's drain is the one that sends.
  settings = {
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    env: { STRIPE_WEBHOOK_SECRET: SECRET },
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  };
  webhook = stripeWebhookFunction('UTC').create(settings);
});
afterAll(() => test.close());

function event(type: string, object: Record<string, unknown>) {
  return { id: `evt_${randomUUID()}`, object: 'event', type, created: 1_760_000_000, data: { object } };
}

function checkout(email: string, fields: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return event('checkout.session.completed', {
    id: `cs_${id}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    amount_total: 4200,
    currency: 'eur',
    payment_intent: `pi_${id}`,
    customer_details: { name: 'Marta Gil', email },
    metadata: { fund: 'misiones' },
    ...fields,
  });
}

async function deliver(body: object) {
  const payload = JSON.stringify(body);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
  const response = await webhook(
    new Request(`${API_URL}/stripe`, {
      method: 'POST',
      body: payload,
      headers: { 'Stripe-Signature': signature },
    }),
  );
  return { status: response.status, body: await response.json() };
}

async function donationOf(paymentIntent: string) {
  const { data } = await outbox.service
    .from('donations')
    .select('id, fund, refunded_at')
    .eq('stripe_payment_intent_id', paymentIntent)
    .single();
  if (!data) throw new Error(`Sin donación ${paymentIntent}`);
  return data;
}

describe('receipts', () => {
  it('queues one receipt for an event delivered three times, and the inbox gets exactly one', async () => {
    const email = `recibo.${randomUUID().slice(0, 8)}@example.org`;
    const gift = checkout(email);
    const answers = [await deliver(gift), await deliver(gift), await deliver(gift)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const donation = await donationOf(gift.data.object.payment_intent as string);
    expect(donation.fund).toBe('misiones');

    const rows = await outbox.sql('select kind, status from public.email_outbox where recipient = $1', [
      email,
    ]);
    expect(rows).toEqual([{ kind: 'receipt', status: 'queued' }]);
    await outbox.drain();
    await outbox.drain();
    const received = await emailsTo(email);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('Recibo de tu donación de 42,00\u00a0€');
    expect(received[0]?.html).toContain('Misiones');
    expect((await outbox.row(receiptKey(donation.id))).status).toBe('sent');
  });

  it('marks a fully refunded charge and leaves partial refunds alone', async () => {
    const gift = checkout(`reembolso.${randomUUID().slice(0, 8)}@example.org`);
    await deliver(gift);
    const paymentIntent = gift.data.object.payment_intent as string;
    const partial = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: false,
    });
    expect((await deliver(partial)).body.ignored).toBeTruthy();
    expect((await donationOf(paymentIntent)).refunded_at).toBeNull();
    const full = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: true,
    });
    expect((await deliver(full)).body).toEqual({ received: true, refunded: 1 });
    expect((await donationOf(paymentIntent)).refunded_at).not.toBeNull();
  });

  it('lets an admin queue the receipt of a gift typed by hand, once, and refuses editors and unpaid gifts', async () => {
    const admin = await test.signedIn('admin@example.org');
    const email = `manual.${randomUUID().slice(0, 8)}@example.org`;
    const { data: gift } = await admin
      .from('donations')
      .insert({ amount: 1500, currency: 'USD', status: 'succeeded', donor_email: email, fund: 'general' })
      .select('id')
      .single();
    const { data: pending } = await admin
      .from('donations')
      .insert({ amount: 1500, currency: 'USD', status: 'pending', donor_email: email })
      .select('id')
      .single();
    const handler = donationReceipt.create(settings);
    const call = async (who: string, donationId: string) => {
      const session = await (await test.signedIn(who)).auth.getSession();
      const response = await handler(
        new Request(`${API_URL}/fn`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.data.session?.access_token}` },
          body: JSON.stringify({ donationId }),
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    expect(await call('admin@example.org', gift!.id)).toMatchObject({
      status: 200,
      body: { status: 'queued' },
    });
    expect(await call('admin@example.org', gift!.id)).toMatchObject({ status: 200 });
    expect((await call('admin@example.org', pending!.id)).status).toBe(409);
    expect((await call('editor@example.org', gift!.id)).status).toBe(403);
    const rows = await outbox.sql('select count(*)::int as n from public.email_outbox where recipient = $1', [
      email,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
