import type { PublicAudio, PublicPost, PublicVideo } from '#core/content/contentSchemas.ts';
import { markdownToPlainText } from '#core/content/markdownText.ts';
import { mediaPagePath } from '#core/content/teachings.ts';
import { excerpt } from '#core/excerpt.ts';
import type { ScriptureReference } from '#core/scripture/scriptureReference.ts';

export type LibraryKind = 'article' | 'video' | 'audio';

/** A post, video or audio as the library pages list it: where it lives and what it belongs to. */
export interface LibraryItem {
  /** Unique across kinds: "audio-<id>". */
  key: string;
  kind: LibraryKind;
  id: string;
  title: string;
  summary: string;
  /** Its page on this site. */
  path: string;
  /** The audio or video file (or host page); null for articles. */
  mediaUrl: string | null;
  imageUrl: string | null;
  /** When it was published (created_at for rows without one). */
  date: string;
  durationSeconds: number | null;
  seriesId: string | null;
  seriesPosition: number | null;
  /** Speakers in credit order. */
  speakerIds: string[];
  references: ScriptureReference[];
}

/** Cards and lists show at most this much of a summary. */
const SUMMARY_LENGTH = 200;

const speakerIds = (links: readonly { speaker_id: string; position: number }[]) =>
  [...links].sort((a, b) => a.position - b.position).map((link) => link.speaker_id);

type Linked = Pick<PublicPost, 'series_id' | 'series_position' | 'scripture_references' | 'speaker_links'>;
const linksOf = (row: Linked) => ({
  seriesId: row.series_id,
  seriesPosition: row.series_position,
  speakerIds: speakerIds(row.speaker_links),
  references: row.scripture_references,
});

/** A post that has a /blog page (`pageSlug` from postsWithPages). */
export function articleItem(post: PublicPost & { pageSlug: string }): LibraryItem {
  return {
    key: `article-${post.id}`,
    kind: 'article',
    id: post.id,
    title: post.title,
    summary: excerpt(post.description?.trim() || markdownToPlainText(post.content), SUMMARY_LENGTH),
    path: `/blog/${encodeURIComponent(post.pageSlug)}`,
    mediaUrl: null,
    imageUrl: post.featured_image_url,
    date: post.published_at ?? post.created_at,
    durationSeconds: null,
    ...linksOf(post),
  };
}

/** A video or an audio: the same row shape but for the names of its media and image columns. */
function mediaItem(
  kind: 'video' | 'audio',
  row: PublicVideo | PublicAudio,
  mediaUrl: string,
  imageUrl: string | null,
): LibraryItem {
  return {
    key: `${kind}-${row.id}`,
    kind,
    id: row.id,
    title: row.title,
    summary: excerpt(row.description, SUMMARY_LENGTH),
    path: mediaPagePath(kind, row.slug)!,
    mediaUrl,
    imageUrl,
    date: row.published_at ?? row.created_at,
    durationSeconds: row.duration_seconds,
    ...linksOf(row),
  };
}

export const videoItem = (video: PublicVideo) =>
  mediaItem('video', video, video.video_url, video.thumbnail_url);
export const audioItem = (audio: PublicAudio) =>
  mediaItem('audio', audio, audio.audio_url, audio.cover_art_url);

/** Newest first; the key breaks ties so every build lists the same order. */
export function newestFirst(a: LibraryItem, b: LibraryItem): number {
  return Date.parse(b.date) - Date.parse(a.date) || a.key.localeCompare(b.key);
}
