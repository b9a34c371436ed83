import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/**
 * Testimonials for moderation, read through the testimonials_for_review view: the table's email column is
 * not granted to signed-in users, the view returns it to moderators only.
 */
export async function listTestimonials(params: ListParams) {
  const page = await fetchPage(
    supabase.from('testimonials_for_review').select('*', { count: 'exact' }),
    params,
    {
      search: ['name', 'country', 'testimonial_text'],
      statuses: {
        pending: (query) => query.eq('is_approved', false),
        approved: (query) => query.eq('is_approved', true),
      },
    },
  );
  // A view's columns are all nullable to the type generator; every row has its table's id.
  return { ...page, rows: page.rows.filter((row): row is typeof row & { id: string } => row.id !== null) };
}

export type TestimonialRow = Awaited<ReturnType<typeof listTestimonials>>['rows'][number];

export async function setApproved(id: string, isApproved: boolean): Promise<void> {
  await unwrap(supabase.from('testimonials').update({ is_approved: isApproved }).eq('id', id));
}

export const deleteTestimonial = (id: string) => deleteById('testimonials', id);
