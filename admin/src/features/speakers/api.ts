import type { Tables } from '#core/database.types.ts';
import type { SpeakerFields } from '#core/schemas/library.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, saveById } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Speaker = Tables<'speakers'>;

/** One page of speakers in alphabetical order; search on name or slug. */
export function listSpeakers(params: ListParams) {
  return fetchPage(supabase.from('speakers').select('*', { count: 'exact' }), params, {
    search: ['name', 'slug'],
    order: [['name', true]],
  });
}

/** A slug another speaker has answers 23505; the error reader names the slug in Spanish. */
export const saveSpeaker = (id: string | undefined, fields: SpeakerFields) =>
  saveById('speakers', id, fields);

/** Their teachings stay; only the credit goes (the join rows cascade). */
export const deleteSpeaker = (id: string) => deleteById('speakers', id);
