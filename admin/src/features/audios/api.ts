import type { Tables } from '#core/database.types.ts';
import type { AudioFields } from '#core/schemas/media.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type Audio = Tables<'audios'>;

/** One page of audios, newest first; search on title, URL or series (spec §7). */
export async function listAudios({ page, search, status }: { page: number; search: string; status: string }) {
  const { from, to } = pageRange(page);
  let query = supabase
    .from('audios')
    .select('id, title, audio_url, series, is_published, created_at, users(email)', { count: 'exact' });
  const filter = ilikeAny(['title', 'audio_url', 'series'], search);
  if (filter) query = query.or(filter);
  if (status === 'published' || status === 'draft') query = query.eq('is_published', status === 'published');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AudioListRow = Awaited<ReturnType<typeof listAudios>>['rows'][number];

export async function getAudio(id: string): Promise<Audio> {
  const { data, error } = await supabase.from('audios').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function saveAudio(
  id: string | undefined,
  fields: AudioFields & { published_at: string | null },
  speakerId: string,
): Promise<void> {
  const { error } = id
    ? await supabase.from('audios').update(fields).eq('id', id)
    : await supabase.from('audios').insert({ ...fields, speaker_id: speakerId });
  if (error) throw error;
}

export async function deleteAudio(id: string): Promise<void> {
  const { error } = await supabase.from('audios').delete().eq('id', id);
  if (error) throw error;
}
