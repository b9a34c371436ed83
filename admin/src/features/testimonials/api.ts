import type { TestimonialEdit } from '#core/schemas/testimonialEdit.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/**
 * Testimonials for moderation, read through the testimonials_for_review view: the table's email column is
 * not granted to signed-in users, the view returns it to moderators only. The view predates answered
 * prayers, so whether a testimony answers one (and which request) is read from the table for the page's rows.
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
      // ?testimonio=<id>: the one testimony an answered prayer in the prayer inbox links to.
      filters: { testimonio: (query, id) => query.eq('id', id) },
    },
  );
  // A view's columns are all nullable to the type generator; every row has its table's id.
  const rows = page.rows.filter((row): row is typeof row & { id: string } => row.id !== null);
  const answers = await answeredPrayers(rows.map((row) => row.id));
  return { ...page, rows: rows.map((row) => ({ ...row, answered: answers.get(row.id) ?? null })) };
}

export type TestimonialRow = Awaited<ReturnType<typeof listTestimonials>>['rows'][number];

/** What a testimony tells about its prayer: it answers one, and that request's id while the request exists. */
export interface AnsweredPrayer {
  prayerRequestId: string | null;
}

/** Of these testimonials, those that answer a prayer (answer_prayer sets both columns; RLS: moderators). */
async function answeredPrayers(ids: string[]): Promise<Map<string, AnsweredPrayer>> {
  if (ids.length === 0) return new Map();
  const rows = await unwrap(
    supabase.from('testimonials').select('id, prayer_request_id').in('id', ids).eq('answers_prayer', true),
  );
  return new Map(rows.map((row) => [row.id, { prayerRequestId: row.prayer_request_id }]));
}

export async function setApproved(id: string, isApproved: boolean): Promise<void> {
  await unwrap(supabase.from('testimonials').update({ is_approved: isApproved }).eq('id', id));
}

/** A moderator's correction of the text (typos, a surname) before approving; RLS: moderators. */
export async function updateTestimonialText(id: string, edit: TestimonialEdit): Promise<void> {
  await unwrap(supabase.from('testimonials').update(edit).eq('id', id));
}

export const deleteTestimonial = (id: string) => deleteById('testimonials', id);
