import type { PrayerModeration } from '#core/schemas/prayerModeration.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/** A request with the testimony the person wrote when marking it answered (testimonials.prayer_request_id). */
export type PrayerRequest = Awaited<ReturnType<typeof listPrayers>>['rows'][number];

/** Prayer requests, newest first; RLS lets only the pastoral team and admins read them. */
export function listPrayers(params: ListParams) {
  const query = supabase
    .from('prayer_requests')
    .select('*, testimonial:testimonials(id, is_approved)', { count: 'exact' });
  return fetchPage(query, params, {
    search: ['name', 'request_text', 'public_text'],
    statuses: {
      pending: (q) => q.eq('is_prayed_for', false),
      prayed: (q) => q.eq('is_prayed_for', true),
      review: (q) => q.eq('status', 'pending').neq('visibility', 'private'),
      approved: (q) => q.eq('status', 'approved'),
      expired: (q) => q.eq('status', 'expired'),
      withdrawn: (q) => q.eq('status', 'withdrawn'),
      answered: (q) => q.eq('status', 'answered'),
    },
    // ?peticion=<id>: the one request an answered-prayer testimony links to.
    filters: { peticion: (q, id) => q.eq('id', id) },
  });
}

export async function markPrayedFor(id: string): Promise<void> {
  await unwrap(supabase.from('prayer_requests').update({ is_prayed_for: true }).eq('id', id));
}

/** Approving fills the wall's dates and first name in the database (trigger moderate_prayer_request). */
export async function moderatePrayer(id: string, decision: PrayerModeration): Promise<void> {
  await unwrap(supabase.from('prayer_requests').update(decision).eq('id', id));
}

export const approvePrayer = (id: string) =>
  unwrap(supabase.from('prayer_requests').update({ status: 'approved' }).eq('id', id));

export const deletePrayer = (id: string) => deleteById('prayer_requests', id);
