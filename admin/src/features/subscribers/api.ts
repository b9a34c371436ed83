import type { Tables } from '#core/database.types.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type Subscriber = Tables<'subscribers'>;

export async function listSubscribers({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase.from('subscribers').select('*', { count: 'exact' });
  const filter = ilikeAny(['email', 'name', 'country'], search);
  if (filter) query = query.or(filter);
  if (status === 'active' || status === 'inactive') query = query.eq('is_active', status === 'active');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

/** Every subscriber for the CSV export, read in pages of 1000 (the API's row cap). */
export async function allSubscribers(): Promise<Subscriber[]> {
  const rows: Subscriber[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await supabase
      .from('subscribers')
      .select('*')
      .order('created_at', { ascending: true })
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...data);
    if (data.length < 1000) return rows;
  }
}

export async function deleteSubscriber(id: string): Promise<void> {
  const { error } = await supabase.from('subscribers').delete().eq('id', id);
  if (error) throw error;
}
