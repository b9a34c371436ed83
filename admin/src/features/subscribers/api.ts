import type { Tables } from '#core/database.types.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchAllMatching, fetchPage, type PageSpec } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Subscriber = Tables<'subscribers'>;

const subscribersQuery = () => supabase.from('subscribers').select('*', { count: 'exact' });
const spec: PageSpec<ReturnType<typeof subscribersQuery>> = {
  search: ['email', 'name', 'country'],
  statuses: {
    active: (query) => query.eq('is_active', true),
    inactive: (query) => query.eq('is_active', false),
  },
};

export function listSubscribers(params: ListParams) {
  return fetchPage(subscribersQuery(), params, spec);
}

/** Every subscriber the search and filter show (not only this page), for the CSV export. */
export function allSubscribers(params: ListParams): Promise<Subscriber[]> {
  return fetchAllMatching(subscribersQuery, params, spec);
}

export const deleteSubscriber = (id: string) => deleteById('subscribers', id);
