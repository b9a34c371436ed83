/**
 * Where a teaching card leads: the medium's own URL first (a video's player, an audio file, an article
 * page), then any content URL the source row had. Null when a row carries no link at all.
 */
export function teachingLink(teaching: {
  type: 'article' | 'video' | 'audio';
  contentUrl: string | null;
  videoUrl: string | null;
  audioUrl: string | null;
}): string | null {
  const own =
    teaching.type === 'video' ? teaching.videoUrl : teaching.type === 'audio' ? teaching.audioUrl : null;
  return own?.trim() || teaching.contentUrl?.trim() || null;
}
