import type { Tables } from '#core/database.types.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type PrayerRequest = Tables<'prayer_requests'>;

/** Prayer requests, newest first; RLS lets only the pastoral team and admins read them. */
export async function listPrayers({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase.from('prayer_requests').select('*', { count: 'exact' });
  const filter = ilikeAny(['name', 'request_text'], search);
  if (filter) query = query.or(filter);
  if (status === 'pending' || status === 'prayed') query = query.eq('is_prayed_for', status === 'prayed');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export async function markPrayedFor(id: string): Promise<void> {
  const { error } = await supabase.from('prayer_requests').update({ is_prayed_for: true }).eq('id', id);
  if (error) throw error;
}

export async function deletePrayer(id: string): Promise<void> {
  const { error } = await supabase.from('prayer_requests').delete().eq('id', id);
  if (error) throw error;
}
