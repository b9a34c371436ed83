import type { Tables } from '#core/database.types.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchAll, fetchPage } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Subscriber = Tables<'subscribers'>;

export function listSubscribers(params: ListParams) {
  return fetchPage(supabase.from('subscribers').select('*', { count: 'exact' }), params, {
    search: ['email', 'name', 'country'],
    statuses: {
      active: (query) => query.eq('is_active', true),
      inactive: (query) => query.eq('is_active', false),
    },
  });
}

/** Every subscriber for the CSV export, oldest first. */
export function allSubscribers(): Promise<Subscriber[]> {
  return fetchAll(() => supabase.from('subscribers').select('*').order('created_at', { ascending: true }));
}

export const deleteSubscriber = (id: string) => deleteById('subscribers', id);
