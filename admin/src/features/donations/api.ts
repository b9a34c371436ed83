import type { Tables } from '#core/database.types.ts';
import type { DonationFields } from '#core/schemas/donation.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type Donation = Tables<'donations'>;

/** One page of donations, newest donation_date first; search on email, name or payment id. */
export async function listDonations({ page, search }: { page: number; search: string }) {
  const { from, to } = pageRange(page);
  let query = supabase.from('donations').select('*', { count: 'exact' });
  const filter = ilikeAny(['donor_email', 'donor_name', 'stripe_payment_intent_id'], search);
  if (filter) query = query.or(filter);
  const { data, error, count } = await query
    .order('donation_date', { ascending: false })
    .order('created_at', { ascending: false })
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export async function saveDonation(id: string | undefined, fields: DonationFields): Promise<void> {
  const { error } = id
    ? await supabase.from('donations').update(fields).eq('id', id)
    : await supabase.from('donations').insert(fields);
  if (error) throw error;
}

export async function deleteDonation(id: string): Promise<void> {
  const { error } = await supabase.from('donations').delete().eq('id', id);
  if (error) throw error;
}
