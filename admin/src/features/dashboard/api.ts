import type { ArrivalKind } from '#core/arrivals/arrivalKinds.ts';
import { utcDay } from '#core/followUps/followUpKinds.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import { monthStart } from './dashboard.utils.ts';

type ContentTable = 'posts' | 'videos' | 'audios' | 'resources';

async function countRows(query: PromiseLike<{ count: number | null; error: unknown }>): Promise<number> {
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export function countActiveSubscribers(): Promise<number> {
  return countRows(
    supabase.from('subscribers').select('id', { count: 'exact', head: true }).eq('is_active', true),
  );
}

/** Published posts, videos, audios and resources together. */
export async function countPublishedContent(): Promise<number> {
  const tables: ContentTable[] = ['posts', 'videos', 'audios', 'resources'];
  const counts = await Promise.all(
    tables.map((table) =>
      countRows(supabase.from(table).select('id', { count: 'exact', head: true }).eq('is_published', true)),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Page views of the last `days` days, from the visit statistics' daily totals. */
export async function countRecentVisits(days = 30): Promise<number> {
  const totals = await unwrap(supabase.rpc('visit_totals', { days }));
  return totals.reduce((sum, day) => sum + day.views, 0);
}

/** Succeeded donations dated in the current month. */
export function donationsThisMonth(now = new Date()): Promise<{ amount: number; currency: string }[]> {
  return unwrap(
    supabase
      .from('donations')
      .select('amount, currency')
      .eq('status', 'succeeded')
      .gte('donation_date', monthStart(now)),
  );
}

/** Open follow-up items due today or before, of the kinds the person's role sees (RLS). */
export function countDueFollowUps(): Promise<number> {
  return countRows(
    supabase
      .from('follow_ups')
      .select('id', { count: 'exact', head: true })
      .neq('status', 'cerrado')
      .lte('due_on', utcDay(new Date())),
  );
}

/**
 * What waits for review, per kind (issue 34 item 2): messages not yet handled, prayer requests not yet
 * moderated, testimonials not yet approved, applications still «Recibido». RLS counts only what the role
 * may read; the dashboard asks only for the kinds the role handles.
 */
export const countWaiting: Record<ArrivalKind, () => Promise<number>> = {
  inquiry: () =>
    countRows(
      supabase.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('handled', false),
    ),
  prayer: () =>
    countRows(
      supabase.from('prayer_requests').select('id', { count: 'exact', head: true }).eq('status', 'pending'),
    ),
  testimonial: () =>
    countRows(
      supabase.from('testimonials').select('id', { count: 'exact', head: true }).eq('is_approved', false),
    ),
  application: () =>
    countRows(
      supabase.from('job_applications').select('id', { count: 'exact', head: true }).eq('status', 'Recibido'),
    ),
};
