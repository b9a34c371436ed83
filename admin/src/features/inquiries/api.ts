import type { Tables } from '#core/database.types.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type Inquiry = Tables<'contact_inquiries'>;

export async function listInquiries({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase.from('contact_inquiries').select('*', { count: 'exact' });
  const filter = ilikeAny(['name', 'email', 'subject', 'message'], search);
  if (filter) query = query.or(filter);
  if (status === 'pending' || status === 'handled') query = query.eq('handled', status === 'handled');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export async function markHandled(id: string): Promise<void> {
  const { error } = await supabase.from('contact_inquiries').update({ handled: true }).eq('id', id);
  if (error) throw error;
}

export async function deleteInquiry(id: string): Promise<void> {
  const { error } = await supabase.from('contact_inquiries').delete().eq('id', id);
  if (error) throw error;
}
