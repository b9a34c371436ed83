import type { Tables } from '#core/database.types.ts';
import type { VideoFields } from '#core/schemas/media.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type Video = Tables<'videos'>;

/** One page of videos, newest first; search on title or URL (spec §7). */
export async function listVideos({ page, search, status }: { page: number; search: string; status: string }) {
  const { from, to } = pageRange(page);
  let query = supabase
    .from('videos')
    .select('id, title, video_url, is_published, created_at, users(email)', { count: 'exact' });
  const filter = ilikeAny(['title', 'video_url'], search);
  if (filter) query = query.or(filter);
  if (status === 'published' || status === 'draft') query = query.eq('is_published', status === 'published');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type VideoListRow = Awaited<ReturnType<typeof listVideos>>['rows'][number];

export async function getVideo(id: string): Promise<Video> {
  const { data, error } = await supabase.from('videos').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function saveVideo(
  id: string | undefined,
  fields: VideoFields & { published_at: string | null },
  authorId: string,
): Promise<void> {
  const { error } = id
    ? await supabase.from('videos').update(fields).eq('id', id)
    : await supabase.from('videos').insert({ ...fields, author_id: authorId });
  if (error) throw error;
}

export async function deleteVideo(id: string): Promise<void> {
  const { error } = await supabase.from('videos').delete().eq('id', id);
  if (error) throw error;
}
