import type { DonationFormInput, DonationStatus } from '#core/schemas/donation.ts';
import type { Donation } from './api.ts';

/** Today as YYYY-MM-DD in the browser's zone: the dialog's default donation date (docs/spec.md §9). */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** `defaultFund`: the giving area's first fund. */
export function emptyDonationForm(now = new Date(), defaultFund = 'general'): DonationFormInput {
  return {
    amount: '',
    currency: 'USD',
    donation_date: today(now),
    status: 'pending',
    fund: defaultFund,
    donor_name: '',
    donor_email: '',
    stripe_payment_intent_id: '',
    notes: '',
  };
}

/** A stored donation back in the dialog: cents shown as units with two decimals. */
export function formFromDonation(donation: Donation): DonationFormInput {
  return {
    amount: (donation.amount / 100).toFixed(2),
    currency: donation.currency,
    donation_date: donation.donation_date,
    status: donation.status as DonationStatus,
    fund: donation.fund,
    donor_name: donation.donor_name ?? '',
    donor_email: donation.donor_email ?? '',
    stripe_payment_intent_id: donation.stripe_payment_intent_id ?? '',
    notes: donation.notes ?? '',
  };
}

/** Status badge colours of docs/spec.md §4: succeeded green, pending yellow, failed red. */
export function statusClasses(status: string): string {
  if (status === 'succeeded') return 'bg-sage-100 text-sage-700';
  if (status === 'failed') return 'bg-clay-100 text-clay-700';
  return 'bg-gold-100 text-gold-700';
}

/** The payment provider's dashboard page for a payment id. */
export function stripePaymentUrl(paymentIntentId: string): string {
  return `https://dashboard.stripe.com/payments/${encodeURIComponent(paymentIntentId)}`;
}

/** The receipt of a gift as the admin sees it: its outbox row's status, or none queued yet. */
export type ReceiptState = 'none' | 'queued' | 'sending' | 'sent' | 'failed';

export function receiptState(row: { status: string } | undefined): ReceiptState {
  const status = row?.status;
  return status === 'queued' || status === 'sending' || status === 'sent' || status === 'failed'
    ? status
    : 'none';
}
