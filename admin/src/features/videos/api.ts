import type { Tables } from '#core/database.types.ts';
import type { VideoFields } from '#core/schemas/media.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, publishedStatuses, saveById, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { LinkFields } from '../teachings/teachingLinks.ts';
import { teachingFilters } from '../teachings/teachingQuery.ts';

export type Video = Tables<'videos'>;

/** One page of videos, newest first; search on title or URL (docs/spec.md §7). */
export function listVideos(params: ListParams) {
  return fetchPage(
    supabase
      .from('videos')
      .select(
        'id, title, video_url, is_published, created_at, users(email), speaker_match:video_speakers()',
        {
          count: 'exact',
        },
      ),
    params,
    { search: ['title', 'video_url'], statuses: publishedStatuses, filters: teachingFilters },
  );
}

export type VideoListRow = Awaited<ReturnType<typeof listVideos>>['rows'][number];

/** The row with its credited speakers, for the editor; PGRST116 when there is none (useRecord). */
export const getVideo = (id: string) =>
  unwrap(supabase.from('videos').select('*, video_speakers(speaker_id, position)').eq('id', id).single());

export type VideoWithSpeakers = Awaited<ReturnType<typeof getVideo>>;

export const saveVideo = (
  id: string | undefined,
  fields: VideoFields & LinkFields & { transcript_vtt: string | null; published_at: string | null },
  authorId: string,
) => saveById('videos', id, fields, { author_id: authorId });

export const deleteVideo = (id: string) => deleteById('videos', id);
