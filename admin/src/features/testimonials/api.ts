import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type ReviewFilter = 'all' | 'pending' | 'approved';

/**
 * Testimonials for moderation, read through the testimonials_for_review view: the table's email column is
 * not granted to signed-in users, the view returns it to moderators only.
 */
export async function listTestimonials({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase.from('testimonials_for_review').select('*', { count: 'exact' });
  const filter = ilikeAny(['name', 'country', 'testimonial_text'], search);
  if (filter) query = query.or(filter);
  if (status === 'pending' || status === 'approved') query = query.eq('is_approved', status === 'approved');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return {
    rows: data.filter((row): row is typeof row & { id: string } => row.id !== null),
    total: count ?? 0,
  };
}

export type TestimonialRow = Awaited<ReturnType<typeof listTestimonials>>['rows'][number];

export async function setApproved(id: string, isApproved: boolean): Promise<void> {
  const { error } = await supabase.from('testimonials').update({ is_approved: isApproved }).eq('id', id);
  if (error) throw error;
}

export async function deleteTestimonial(id: string): Promise<void> {
  const { error } = await supabase.from('testimonials').delete().eq('id', id);
  if (error) throw error;
}
