import type Stripe from 'stripe';
import type { TablesInsert } from '#core/database.types.ts';
import { type Fund, fundOfCheckout } from '#core/giving/funds.ts';

export type StripeDonation = TablesInsert<'donations'> & { stripe_payment_intent_id: string };

/** The donations table's own e-mail check; a value it would refuse is dropped rather than lose the gift. */
const STORABLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** YYYY-MM-DD of a Unix time in the ministry's time zone, so a gift at 23:00 keeps its local day. */
export function localDate(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(unixSeconds * 1000));
}

const STRIPE_CUSTOMER = /^cus_[A-Za-z0-9]{1,250}$/;

const idOf = (value: string | { id: string } | null): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/** The Stripe customer (cus_…) the portal opens for a recurring gift; guest checkouts have none. */
function customerOf(session: Stripe.Checkout.Session): string | null {
  const id = idOf(session.customer);
  return id && STRIPE_CUSTOMER.test(id) ? id : null;
}

/**
 * The donation row for a paid Checkout Session (Stripe's buy button creates one per gift), or the reason it
 * is not one. The payment id is the PaymentIntent (what the admin's Stripe link opens); subscription
 * checkouts have none, so their first invoice, then the session itself, stand in.
 */
export function donationFromCheckout(
  session: Stripe.Checkout.Session,
  createdAt: number,
  timeZone: string,
  /** The giving area's funds (core/site/ministry.ts). */
  funds: readonly Fund[],
): { donation: StripeDonation } | { ignored: string } {
  if (session.payment_status !== 'paid') return { ignored: `payment_status ${session.payment_status}` };
  const amount = session.amount_total ?? 0;
  if (!Number.isInteger(amount) || amount <= 0) return { ignored: 'amount_total vacío' };
  const currency = (session.currency ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { ignored: `currency «${session.currency}»` };
  const email = session.customer_details?.email?.trim() ?? '';
  const name = session.customer_details?.name?.trim() ?? '';
  return {
    donation: {
      amount,
      currency,
      status: 'succeeded',
      source: 'stripe',
      donation_date: localDate(createdAt, timeZone),
      donor_name: name ? name.slice(0, 200) : null,
      donor_email: email.length <= 320 && STORABLE_EMAIL.test(email) ? email : null,
      fund: fundOfCheckout(session, funds),
      recurring: session.mode === 'subscription',
      stripe_customer_id: customerOf(session),
      stripe_payment_intent_id: (idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id).slice(
        0,
        255,
      ),
      notes: `Registrada automáticamente desde Stripe Checkout (${session.id}).`.slice(0, 5000),
    },
  };
}
