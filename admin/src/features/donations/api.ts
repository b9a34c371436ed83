import type { Tables } from '#core/database.types.ts';
import type { DonationFields } from '#core/schemas/donation.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { publishedArea } from '../../lib/publishedSite.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Donation = Tables<'donations'>;

type DonationQuery = ReturnType<typeof donationQuery>;
const donationQuery = () => supabase.from('donations').select('*', { count: 'exact' });

/** The list's filter is the fund (?status=<fund id>), every fund of the giving area one option. */
async function byFund() {
  const { funds } = await publishedArea('giving');
  return Object.fromEntries(
    funds.map((fund) => [fund.id, (query: DonationQuery) => query.eq('fund', fund.id)]),
  );
}

/** One page of donations, newest donation_date first; search on email, name or payment id; by fund. */
export async function listDonations(params: ListParams) {
  const byFundStatus = await byFund();
  const page = await fetchPage(donationQuery(), params, {
    statuses: byFundStatus,
    search: ['donor_email', 'donor_name', 'stripe_payment_intent_id'],
    order: [
      ['donation_date', false],
      ['created_at', false],
    ],
  });
  return { ...page, rows: await withReceipts(page.rows) };
}

export type DonationRow = Donation & { receipt?: { status: string; last_error: string | null } };

/** Each gift's receipt from the outbox (admins read its delivery columns), by its key receipt:<id>. */
async function withReceipts(rows: Donation[]): Promise<DonationRow[]> {
  if (rows.length === 0) return rows;
  const { data, error } = await supabase
    .from('email_outbox')
    .select('idempotency_key, status, last_error')
    .in(
      'idempotency_key',
      rows.map((row) => `receipt:${row.id}`),
    );
  if (error) throw error;
  const byKey = new Map((data ?? []).map((receipt) => [receipt.idempotency_key, receipt]));
  return rows.map((row) => ({ ...row, receipt: byKey.get(`receipt:${row.id}`) }));
}

/** Queues (or, after a failure, queues again) a gift's receipt: netlify/lib/donationReceipt.ts. */
export async function sendReceipt(donationId: string): Promise<void> {
  await callServerFunction('donation-receipt', { donationId });
}

/** Saves the gift; a completed gift with an email gets its receipt queued (once: the outbox key). */
export async function saveDonation(id: string | undefined, fields: DonationFields): Promise<void> {
  const saved = await unwrap(
    id
      ? supabase.from('donations').update(fields).eq('id', id).select('id').single()
      : supabase.from('donations').insert(fields).select('id').single(),
  );
  // The gift is saved either way; a receipt that could not be queued shows as «Sin recibo» with its button.
  if (fields.status === 'succeeded' && fields.donor_email) await sendReceipt(saved.id).catch(() => undefined);
}

export const deleteDonation = (id: string) => deleteById('donations', id);
