import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { donationFromCheckout as fromCheckout, localDate } from './donationFromCheckout.ts';

// The demo's funds (general first, misiones), as the giving area seeds them.
const donationFromCheckout = (checkout: Stripe.Checkout.Session, createdAt: number, timeZone: string) =>
  fromCheckout(checkout, createdAt, timeZone, siteDefaults.giving.funds);

const session = (fields: Record<string, unknown> = {}) =>
  ({
    id: 'cs_test_1',
    payment_status: 'paid',
    amount_total: 5000,
    currency: 'mxn',
    payment_intent: 'pi_1',
    invoice: null,
    customer_details: { name: '  Ana Ruiz ', email: 'ana@example.org' },
    ...fields,
  }) as unknown as Stripe.Checkout.Session;

describe('donationFromCheckout', () => {
  it('maps a paid session to a succeeded Stripe donation in cents', () => {
    expect(donationFromCheckout(session(), 1_749_430_800, 'UTC')).toEqual({
      donation: {
        amount: 5000,
        currency: 'MXN',
        status: 'succeeded',
        source: 'stripe',
        donation_date: '2025-06-09',
        donor_name: 'Ana Ruiz',
        donor_email: 'ana@example.org',
        fund: 'general',
        recurring: false,
        stripe_customer_id: null,
        stripe_payment_intent_id: 'pi_1',
        notes: 'Registrada automáticamente desde Stripe Checkout (cs_test_1).',
      },
    });
  });

  it.each([
    [{ payment_intent: { id: 'pi_expanded' } }, 'pi_expanded'],
    [{ payment_intent: null, invoice: 'in_1' }, 'in_1'],
    [{ payment_intent: null, invoice: null }, 'cs_test_1'],
  ])('takes the payment id from %j', (fields, id) => {
    const result = donationFromCheckout(session(fields), 0, 'UTC');
    expect('donation' in result && result.donation.stripe_payment_intent_id).toBe(id);
  });

  it.each([
    [{ metadata: { fund: 'misiones' } }, { fund: 'misiones', recurring: false, stripe_customer_id: null }],
    [
      { mode: 'subscription', customer: 'cus_Abc123' },
      { fund: 'general', recurring: true, stripe_customer_id: 'cus_Abc123' },
    ],
    [{ customer: { id: 'cus_X9' } }, { fund: 'general', recurring: false, stripe_customer_id: 'cus_X9' }],
    [{ customer: 'otro' }, { fund: 'general', recurring: false, stripe_customer_id: null }],
  ])('designates the fund and keeps the customer of %j', (fields, expected) => {
    const result = donationFromCheckout(session(fields), 0, 'UTC');
    expect('donation' in result && result.donation).toMatchObject(expected);
  });

  it.each([
    [{ payment_status: 'unpaid' }, 'payment_status unpaid'],
    [{ payment_status: 'no_payment_required' }, 'payment_status no_payment_required'],
    [{ amount_total: null }, 'amount_total vacío'],
    [{ amount_total: 0 }, 'amount_total vacío'],
    [{ currency: null }, 'currency «null»'],
  ])('ignores %j', (fields, reason) => {
    expect(donationFromCheckout(session(fields), 0, 'UTC')).toEqual({ ignored: reason });
  });

  it.each([
    [{ name: null, email: null }, null, null],
    [{ name: '', email: 'sin arroba' }, null, null],
    [{ name: 'N'.repeat(300), email: 'a@b.co' }, 'N'.repeat(200), 'a@b.co'],
  ])('keeps only storable donor details from %j', (details, name, email) => {
    const result = donationFromCheckout(session({ customer_details: details }), 0, 'UTC');
    expect('donation' in result && [result.donation.donor_name, result.donation.donor_email]).toEqual([
      name,
      email,
    ]);
  });
});

describe('localDate', () => {
  it.each([
    [1_749_430_800, 'UTC', '2025-06-09'],
    [1_749_430_800, 'America/Mexico_City', '2025-06-08'],
    [1_749_430_800, 'Europe/Madrid', '2025-06-09'],
  ])('%i in %s is %s', (seconds, zone, date) => {
    expect(localDate(seconds, zone)).toBe(date);
  });
});
