import Stripe from 'stripe';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// A gift made through Stripe's buy button reaches the site's webhook function (signed like Stripe signs)
// and shows up in the admin's donations list beside the hand-entered ones.
test('a paid Stripe checkout appears in the donations list, once, marked as received from Stripe', async ({
  page,
  request,
  consoleErrors: _,
}, testInfo) => {
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '';
  const paymentId = `pi_e2e_stripe_${testInfo.project.name}_${Date.now()}`;
  const donor = `Donante Stripe ${testInfo.project.name} ${Date.now().toString(36)}`;
  const payload = JSON.stringify({
    id: `evt_${paymentId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${paymentId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 4200,
        currency: 'usd',
        payment_intent: paymentId,
        invoice: null,
        customer_details: { name: donor, email: 'donante.stripe@example.org' },
      },
    },
  });
  const post = async () =>
    request.post('/.netlify/functions/stripe-webhook', {
      data: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret }),
      },
    });
  expect((await post()).status()).toBe(200);
  expect((await post()).status()).toBe(200); // Stripe retries: still one row

  const { data: rows } = await serviceClient()
    .from('donations')
    .select('amount, status, source')
    .eq('stripe_payment_intent_id', paymentId);
  expect(rows).toEqual([{ amount: 4200, status: 'succeeded', source: 'stripe' }]);

  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/donations');
  await page.getByRole('searchbox').fill(paymentId);
  const row = page.getByRole('row').filter({ hasText: donor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Recibida de Stripe');
  await expect(row).toContainText('Completada');
  await expect(row.getByRole('link', { name: new RegExp(paymentId) })).toHaveAttribute(
    'href',
    `https://dashboard.stripe.com/payments/${paymentId}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});
