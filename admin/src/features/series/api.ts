import type { Tables } from '#core/database.types.ts';
import type { SeriesFields } from '#core/schemas/library.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, publishedStatuses, saveById } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Series = Tables<'series'>;

/** One page of series, newest first; search on title or slug, filter Publicadas / Borradores. */
export function listSeries(params: ListParams) {
  return fetchPage(supabase.from('series').select('*', { count: 'exact' }), params, {
    search: ['title', 'slug'],
    statuses: publishedStatuses,
  });
}

/** A slug another series has answers 23505; the error reader names the slug in Spanish. */
export const saveSeries = (id: string | undefined, fields: SeriesFields) => saveById('series', id, fields);

/** Its teachings stay and simply leave the series (series_id on delete set null). */
export const deleteSeries = (id: string) => deleteById('series', id);
