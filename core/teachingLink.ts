/**
 * Where a teaching card leads: its page on this site first (an article's /blog page, a video's or audio's
 * page with player and transcript), then the medium's own URL (samples have no page). Null when a row
 * carries no link at all.
 */
export function teachingLink(teaching: {
  type: 'article' | 'video' | 'audio';
  contentUrl: string | null;
  videoUrl: string | null;
  audioUrl: string | null;
}): string | null {
  const own =
    teaching.type === 'video' ? teaching.videoUrl : teaching.type === 'audio' ? teaching.audioUrl : null;
  return teaching.contentUrl?.trim() || own?.trim() || null;
}
