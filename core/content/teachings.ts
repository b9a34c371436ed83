import { excerpt } from '../excerpt.ts';
import { postPath } from '../postSlug.ts';
import type { PublicAudio, PublicPost, PublicVideo } from './contentSchemas.ts';
import { markdownToPlainText } from './markdownText.ts';

/** docs/spec.md §9: article previews are the first 150 characters of the content. */
export const ARTICLE_PREVIEW_LENGTH = 150;
export const DEFAULT_CATEGORY = 'general';

export type TeachingType = 'article' | 'video' | 'audio';

/** docs/spec.md §3 "Teaching": posts, videos and audios in one list. */
export interface Teaching {
  id: string;
  title: string;
  description: string;
  type: TeachingType;
  /** published_at, else created_at; null when neither is known. */
  date: string | null;
  category: string;
  tags: string[];
  contentUrl: string | null;
  videoUrl: string | null;
  audioUrl: string | null;
  thumbnailUrl: string | null;
}

const firstText = (...values: (string | null | undefined)[]): string | undefined =>
  values.map((value) => value?.trim()).find((value) => !!value);

type PostFields = Pick<
  PublicPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'content'
  | 'category'
  | 'tags'
  | 'published_at'
  | 'created_at'
  | 'featured_image_url'
>;

/** An article opens its own /blog/{slug} page; its preview comes from the Markdown without markup. */
export function articleTeaching(post: PostFields): Teaching {
  return {
    id: `article-${post.id}`,
    title: post.title,
    description: excerpt(markdownToPlainText(post.content), ARTICLE_PREVIEW_LENGTH),
    type: 'article',
    date: post.published_at ?? post.created_at ?? null,
    category: firstText(post.category) ?? DEFAULT_CATEGORY,
    tags: post.tags ?? [],
    contentUrl: postPath(post),
    videoUrl: null,
    audioUrl: null,
    thumbnailUrl: post.featured_image_url ?? null,
  };
}

type VideoFields = Pick<
  PublicVideo,
  'id' | 'title' | 'description' | 'video_url' | 'thumbnail_url' | 'tags' | 'published_at' | 'created_at'
> & { slug?: string | null };

/** The page of a video or audio on this site (transcript, player); null for rows without a slug (samples). */
export const mediaPagePath = (kind: 'video' | 'audio', slug: string | null | undefined): string | null =>
  slug ? `/${kind}s/${encodeURIComponent(slug)}` : null;

/** docs/spec.md §9: a video's topic is its first tag, else 'general'. */
export function videoTeaching(video: VideoFields): Teaching {
  return {
    id: `video-${video.id}`,
    title: video.title,
    description: video.description?.trim() ?? '',
    type: 'video',
    date: video.published_at ?? video.created_at ?? null,
    category: firstText(video.tags?.[0]) ?? DEFAULT_CATEGORY,
    tags: video.tags ?? [],
    contentUrl: mediaPagePath('video', video.slug),
    videoUrl: video.video_url,
    audioUrl: null,
    thumbnailUrl: video.thumbnail_url ?? null,
  };
}

type AudioFields = Pick<
  PublicAudio,
  'id' | 'title' | 'description' | 'audio_url' | 'cover_art_url' | 'tags' | 'published_at' | 'created_at'
> & { slug?: string | null };

/** docs/spec.md §9: an audio's topic is its series (the title of the series it belongs to), then its first tag, then 'general'. */
export function audioTeaching(audio: AudioFields, seriesTitle: string | null = null): Teaching {
  return {
    id: `audio-${audio.id}`,
    title: audio.title,
    description: audio.description?.trim() ?? '',
    type: 'audio',
    date: audio.published_at ?? audio.created_at ?? null,
    category: firstText(seriesTitle, audio.tags?.[0]) ?? DEFAULT_CATEGORY,
    tags: audio.tags ?? [],
    contentUrl: mediaPagePath('audio', audio.slug),
    videoUrl: null,
    audioUrl: audio.audio_url,
    thumbnailUrl: audio.cover_art_url ?? null,
  };
}

const time = (teaching: Teaching) => {
  const value = teaching.date ? Date.parse(teaching.date) : Number.NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/** Newest first; undated or unreadable dates last, ties kept in their source order. */
export function sortTeachings(teachings: readonly Teaching[]): Teaching[] {
  return [...teachings].sort((a, b) => time(b) - time(a));
}

/** The teachings page list: every published article, video and audio merged newest first. */
export function mergeTeachings(sources: {
  posts: readonly PostFields[];
  videos: readonly VideoFields[];
  audios: readonly (AudioFields & { series_id?: string | null })[];
  /** Titles of the published series by id: an audio's topic. */
  seriesTitles?: ReadonlyMap<string, string>;
}): Teaching[] {
  const seriesTitle = (id: string | null | undefined) => (id && sources.seriesTitles?.get(id)) || null;
  return sortTeachings([
    ...sources.posts.map(articleTeaching),
    ...sources.videos.map(videoTeaching),
    ...sources.audios.map((audio) => audioTeaching(audio, seriesTitle(audio.series_id))),
  ]);
}
