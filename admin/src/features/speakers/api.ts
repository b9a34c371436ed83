import type { Tables } from '#core/database.types.ts';
import type { SpeakerFields } from '#core/schemas/library.ts';
import { writeSlugged } from '../../lib/catalog.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { adminMessages } from '../../lib/messages.ts';
import { deleteById, fetchPage } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Speaker = Tables<'speakers'>;

/** One page of speakers in alphabetical order; search on name or slug. */
export function listSpeakers(params: ListParams) {
  return fetchPage(supabase.from('speakers').select('*', { count: 'exact' }), params, {
    search: ['name', 'slug'],
    order: [['name', true]],
  });
}

export const saveSpeaker = (id: string | undefined, fields: SpeakerFields) =>
  writeSlugged(
    id ? supabase.from('speakers').update(fields).eq('id', id) : supabase.from('speakers').insert(fields),
    adminMessages.speakers.slugTaken,
  );

/** Their teachings stay; only the credit goes (the join rows cascade). */
export const deleteSpeaker = (id: string) => deleteById('speakers', id);
