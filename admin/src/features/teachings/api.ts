import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { TeachingKind } from './teachingLinks.ts';

export interface TeachingOptions {
  series: { id: string; title: string }[];
  speakers: { id: string; name: string }[];
}

/** Every series (drafts too: an episode may be ready before its series) and speaker, by name. */
export async function loadTeachingOptions(): Promise<TeachingOptions> {
  const [series, speakers] = await Promise.all([
    unwrap(supabase.from('series').select('id, title').order('title')),
    unwrap(supabase.from('speakers').select('id, name').order('name')),
  ]);
  return { series, speakers };
}

// post_speakers, video_speakers and audio_speakers have one shape: <kind>_id, speaker_id, position.
const joinTables = { post: 'post_speakers', video: 'video_speakers', audio: 'audio_speakers' } as const;

/**
 * Credits exactly `speakerIds`, in that order, on one teaching: the chosen ones are written first (with
 * their position), then the others removed, so a failure never leaves the teaching with fewer credits
 * than either the old or the new list.
 */
export async function creditSpeakers(kind: TeachingKind, id: string, speakerIds: readonly string[]) {
  const table = joinTables[kind] as 'audio_speakers';
  const column = `${kind}_id` as 'audio_id';
  if (speakerIds.length > 0) {
    const rows = speakerIds.map((speakerId, index) => ({
      [column]: id,
      speaker_id: speakerId,
      position: index + 1,
    })) as { audio_id: string; speaker_id: string; position: number }[];
    await unwrap(supabase.from(table).upsert(rows, { onConflict: `${column},speaker_id` }));
  }
  let stale = supabase.from(table).delete().eq(column, id);
  if (speakerIds.length > 0) stale = stale.not('speaker_id', 'in', `(${speakerIds.join(',')})`);
  await unwrap(stale);
}
