import {
  blankRow,
  type PostView,
  type PublicAudio,
  type PublicPost,
  type PublicSeries,
  type PublicSpeaker,
  type PublicVideo,
  postViewSchema,
  publicAudioSchema,
  publicPostSchema,
  publicSeriesSchema,
  publicSpeakerSchema,
  publicVideoSchema,
} from '#core/content/contentSchemas.ts';

export { passage } from '#core/scripture/scriptureReference.ts';

import type { Collections } from '../content/viewModels.ts';

/**
 * Small rows for the library's unit tests, parsed as the build parses them: only what a test changes needs
 * saying (every other column is null, blankRow).
 */
const published = (date: string) => ({
  is_published: true,
  published_at: date,
  created_at: date,
  tags: [],
  scripture_references: [],
  speaker_links: [],
});

export const audioRow = (id: string, date: string, extra: Partial<PublicAudio> = {}): PublicAudio =>
  publicAudioSchema.parse({
    ...blankRow(publicAudioSchema),
    ...published(date),
    id,
    title: `Audio ${id}`,
    slug: `audio-${id}`,
    audio_url: `https://media.example.org/${id}.mp3`,
    duration_seconds: 600,
    ...extra,
  });

export const videoRow = (id: string, date: string, extra: Partial<PublicVideo> = {}): PublicVideo =>
  publicVideoSchema.parse({
    ...blankRow(publicVideoSchema),
    ...published(date),
    id,
    title: `Video ${id}`,
    slug: `video-${id}`,
    video_url: `https://www.youtube.com/watch?v=${id}`,
    ...extra,
  });

/** A post as its collection holds it: the row through the view schema (page slug, summary, HTML). */
export const postRow = (id: string, date: string, extra: Partial<PublicPost> = {}): PostView =>
  postViewSchema.parse({
    ...blankRow(publicPostSchema),
    ...published(date),
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    content: 'Contenido',
    ...extra,
  });

export const seriesRow = (id: string, created: string): PublicSeries =>
  publicSeriesSchema.parse({
    ...blankRow(publicSeriesSchema),
    id,
    title: `Serie ${id}`,
    slug: `serie-${id}`,
    created_at: created,
  });

export const speakerRow = (id: string, name = `Predicador ${id}`): PublicSpeaker =>
  publicSpeakerSchema.parse({ ...blankRow(publicSpeakerSchema), id, name, slug: id });

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
  signupLists: [],
  groups: [],
  siteContent: [],
  siteContentDrafts: [],
  ...parts,
});
