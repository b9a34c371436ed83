import type { Tables } from '#core/database.types.ts';
import type { AudioFields } from '#core/schemas/media.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, publishedStatuses, saveById, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { LinkFields } from '../teachings/teachingLinks.ts';
import { teachingFilters } from '../teachings/teachingQuery.ts';

export type Audio = Tables<'audios'>;

/**
 * One page of audios, newest first, each with its series; search on title, URL or series title (docs/spec.md §7),
 * the series matched through a second, empty embed so the shown one is never filtered.
 */
export function listAudios(params: ListParams) {
  return fetchPage(
    supabase
      .from('audios')
      .select(
        'id, title, audio_url, series(title), series_match:series(), speaker_match:audio_speakers(), is_published, created_at, users(email)',
        {
          count: 'exact',
        },
      ),
    params,
    {
      search: ['title', 'audio_url', 'series_match.title'],
      statuses: publishedStatuses,
      filters: teachingFilters,
    },
  );
}

export type AudioListRow = Awaited<ReturnType<typeof listAudios>>['rows'][number];

/** The row with its credited speakers, for the editor; PGRST116 when there is none (useRecord). */
export const getAudio = (id: string) =>
  unwrap(supabase.from('audios').select('*, audio_speakers(speaker_id, position)').eq('id', id).single());

export type AudioWithSpeakers = Awaited<ReturnType<typeof getAudio>>;

export const saveAudio = (
  id: string | undefined,
  fields: AudioFields & LinkFields & { transcript_vtt: string | null; published_at: string | null },
  speakerId: string,
) => saveById('audios', id, fields, { speaker_id: speakerId });

export const deleteAudio = (id: string) => deleteById('audios', id);
