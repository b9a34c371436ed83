import type { Tables } from '#core/database.types.ts';
import type { AudioFields } from '#core/schemas/media.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, getById, publishedStatuses, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Audio = Tables<'audios'>;

/** One page of audios, newest first, each with its series; search on title or URL (spec §7). */
export function listAudios(params: ListParams) {
  return fetchPage(
    supabase
      .from('audios')
      .select('id, title, audio_url, series(title), is_published, created_at, users(email)', {
        count: 'exact',
      }),
    params,
    { search: ['title', 'audio_url'], statuses: publishedStatuses },
  );
}

export type AudioListRow = Awaited<ReturnType<typeof listAudios>>['rows'][number];

export const getAudio = (id: string): Promise<Audio> => getById('audios', id);

export async function saveAudio(
  id: string | undefined,
  fields: AudioFields & { published_at: string | null },
  speakerId: string,
): Promise<void> {
  await unwrap(
    id
      ? supabase.from('audios').update(fields).eq('id', id)
      : supabase.from('audios').insert({ ...fields, speaker_id: speakerId }),
  );
}

export const deleteAudio = (id: string) => deleteById('audios', id);
