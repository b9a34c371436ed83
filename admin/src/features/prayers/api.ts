import type { Tables } from '#core/database.types.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type PrayerRequest = Tables<'prayer_requests'>;

/** Prayer requests, newest first; RLS lets only the pastoral team and admins read them. */
export function listPrayers(params: ListParams) {
  return fetchPage(supabase.from('prayer_requests').select('*', { count: 'exact' }), params, {
    search: ['name', 'request_text'],
    statuses: {
      pending: (query) => query.eq('is_prayed_for', false),
      prayed: (query) => query.eq('is_prayed_for', true),
    },
  });
}

export async function markPrayedFor(id: string): Promise<void> {
  await unwrap(supabase.from('prayer_requests').update({ is_prayed_for: true }).eq('id', id));
}

export const deletePrayer = (id: string) => deleteById('prayer_requests', id);
