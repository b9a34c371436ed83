import type { Tables } from '#core/database.types.ts';
import type { VideoFields } from '#core/schemas/media.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, getById, publishedStatuses, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Video = Tables<'videos'>;

/** One page of videos, newest first; search on title or URL (spec §7). */
export function listVideos(params: ListParams) {
  return fetchPage(
    supabase
      .from('videos')
      .select('id, title, video_url, is_published, created_at, users(email)', { count: 'exact' }),
    params,
    { search: ['title', 'video_url'], statuses: publishedStatuses },
  );
}

export type VideoListRow = Awaited<ReturnType<typeof listVideos>>['rows'][number];

export const getVideo = (id: string): Promise<Video> => getById('videos', id);

export async function saveVideo(
  id: string | undefined,
  fields: VideoFields & { published_at: string | null },
  authorId: string,
): Promise<void> {
  await unwrap(
    id
      ? supabase.from('videos').update(fields).eq('id', id)
      : supabase.from('videos').insert({ ...fields, author_id: authorId }),
  );
}

export const deleteVideo = (id: string) => deleteById('videos', id);
