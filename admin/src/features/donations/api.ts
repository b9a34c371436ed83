import type { Tables } from '#core/database.types.ts';
import type { DonationFields } from '#core/schemas/donation.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Donation = Tables<'donations'>;

/** One page of donations, newest donation_date first; search on email, name or payment id. */
export function listDonations(params: ListParams) {
  return fetchPage(supabase.from('donations').select('*', { count: 'exact' }), params, {
    search: ['donor_email', 'donor_name', 'stripe_payment_intent_id'],
    order: [
      ['donation_date', false],
      ['created_at', false],
    ],
  });
}

export async function saveDonation(id: string | undefined, fields: DonationFields): Promise<void> {
  await unwrap(
    id ? supabase.from('donations').update(fields).eq('id', id) : supabase.from('donations').insert(fields),
  );
}

export const deleteDonation = (id: string) => deleteById('donations', id);
