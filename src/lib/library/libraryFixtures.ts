import {
  type PostView,
  type PublicAudio,
  type PublicPost,
  type PublicSeries,
  type PublicSpeaker,
  type PublicVideo,
  postViewSchema,
} from '#core/content/contentSchemas.ts';
import type { ScriptureReference } from '#core/scripture/scriptureReference.ts';

export { passage } from '#core/scripture/scriptureReference.ts';

import type { Collections } from '../content/viewModels.ts';

const links = {
  series_id: null,
  series_position: null,
  scripture_references: [] as ScriptureReference[],
  speaker_links: [] as { speaker_id: string; position: number }[],
};

/** Small rows for the library's unit tests: only what a test changes needs saying. */
export const audioRow = (id: string, date: string, extra: Partial<PublicAudio> = {}): PublicAudio => ({
  id,
  title: `Audio ${id}`,
  slug: `audio-${id}`,
  description: null,
  audio_url: `https://media.example.org/${id}.mp3`,
  cover_art_url: null,
  duration_seconds: 600,
  tags: [],
  is_published: true,
  published_at: date,
  created_at: date,
  transcript_vtt: null,
  ...links,
  ...extra,
});

export const videoRow = (id: string, date: string, extra: Partial<PublicVideo> = {}): PublicVideo => ({
  id,
  title: `Video ${id}`,
  slug: `video-${id}`,
  description: null,
  video_url: `https://www.youtube.com/watch?v=${id}`,
  thumbnail_url: null,
  duration_seconds: null,
  tags: [],
  is_published: true,
  published_at: date,
  created_at: date,
  transcript_vtt: null,
  ...links,
  ...extra,
});

/** A post as its collection holds it: the row through the view schema (page slug, summary, HTML). */
export const postRow = (id: string, date: string, extra: Partial<PublicPost> = {}): PostView =>
  postViewSchema.parse({
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    content: 'Contenido',
    description: null,
    meta_description: null,
    featured_image_url: null,
    category: null,
    tags: [],
    is_published: true,
    published_at: date,
    created_at: date,
    updated_at: null,
    ...links,
    ...extra,
  });

export const seriesRow = (id: string, created: string): PublicSeries => ({
  id,
  title: `Serie ${id}`,
  slug: `serie-${id}`,
  description: null,
  cover_image_url: null,
  created_at: created,
});

export const speakerRow = (id: string, name = `Predicador ${id}`): PublicSpeaker => ({
  id,
  name,
  slug: id,
  bio: null,
  photo_url: null,
});

export const loaded = (parts: Partial<Collections>): Collections => ({
  posts: [],
  videos: [],
  audios: [],
  resources: [],
  testimonials: [],
  series: [],
  speakers: [],
  events: [],
  prayerWall: [],
  ...parts,
});
