import { z } from 'zod';
import { postSlug } from '../postSlug.ts';
import { markdownToPlainText } from './markdownText.ts';
import { renderPostBody } from './renderPostBody.ts';

/**
 * Rows the public site reads with the anon key (docs/spec.md §3), validated at build time by the content
 * collections (src/content.config.ts). Nullable columns stay nullable; a view (postViewSchema) adds what
 * pages derive from a row, and the column lists for `.select()` come from these shapes.
 */

const timestamp = z.string().min(1);
const tags = z
  .array(z.string())
  .nullable()
  .transform((value) => value ?? []);
const nullableText = z.string().nullable();

/** One passage as core/scripture stores it (the database checks the same shape). */
export const scriptureReferenceSchema = z.object({
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int().nullable(),
  end_chapter: z.number().int(),
  end_verse: z.number().int().nullable(),
});

/** What posts, videos and audios share as teachings of the library: series, speakers, passages. */
const library = {
  series_id: nullableText,
  series_position: z.number().int().nullable(),
  scripture_references: z.array(scriptureReferenceSchema),
  /** The teaching's rows of {post,video,audio}_speakers, embedded in the same request. */
  speaker_links: z.array(z.object({ speaker_id: z.string(), position: z.number().int() })),
};

/** What videos and audios share besides their media URL and picture. */
const recording = {
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: nullableText,
  duration_seconds: z.number().int().nullable(),
  tags,
  is_published: z.literal(true),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  transcript_vtt: nullableText,
  ...library,
};

export const publicPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: nullableText,
  content: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  description: nullableText,
  meta_description: nullableText,
  featured_image_url: nullableText,
  category: nullableText,
  tags,
  is_published: z.literal(true),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp.nullable(),
  ...library,
});

/** Cards cut summaries to 100 characters; keep a little more so the cut lands on their rule. */
const SUMMARY_SOURCE_LENGTH = 300;

/**
 * A published post as every page shows it: its row, the slug of its /blog page (the title's fallback for
 * older rows), a summary (its description, else the start of its text), its SEO text when it has one,
 * and its Markdown rendered to sanitized HTML once per build.
 */
export const postViewSchema = publicPostSchema.transform((row) => ({
  ...row,
  pageSlug: postSlug(row),
  summary:
    row.description?.trim() || markdownToPlainText(row.content).slice(0, SUMMARY_SOURCE_LENGTH) || null,
  meta_description: row.meta_description?.trim() || null,
  html: renderPostBody(row.content),
}));

export const publicVideoSchema = z.object({
  ...recording,
  video_url: z.string(),
  thumbnail_url: nullableText,
});

export const publicAudioSchema = z.object({
  ...recording,
  audio_url: z.string(),
  cover_art_url: nullableText,
});

/** Series visitors may see (RLS: published only). */
export const publicSeriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: nullableText,
  cover_image_url: nullableText,
  created_at: timestamp,
});

export const publicSpeakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  bio: nullableText,
  photo_url: nullableText,
});

export const publicResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  category: nullableText,
  tags,
  file_url: z.string(),
  thumbnail_url: nullableText,
  file_type: nullableText,
  // int8/numeric may arrive as strings; the column is integer today.
  file_size: z.union([z.number(), z.string()]).nullable(),
  is_published: z.literal(true),
  published_at: timestamp.nullable(),
  created_at: timestamp,
});

/** Never the email: visitors are not granted that column. */
export const publicTestimonialSchema = z.object({
  id: z.string(),
  name: nullableText,
  country: nullableText,
  testimonial_text: nullableText,
  photo_url: nullableText,
  answers_prayer: z.boolean(),
  created_at: timestamp,
});

export type PublicPost = z.infer<typeof publicPostSchema>;
export type PostView = z.output<typeof postViewSchema>;
export type PublicVideo = z.infer<typeof publicVideoSchema>;
export type PublicAudio = z.infer<typeof publicAudioSchema>;
export type PublicResource = z.infer<typeof publicResourceSchema>;
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export type PublicSeries = z.infer<typeof publicSeriesSchema>;
export type PublicSpeaker = z.infer<typeof publicSpeakerSchema>;
export type PublicScriptureReference = z.infer<typeof scriptureReferenceSchema>;

/**
 * A row with every column null, for rows written in code (the spec's sample posts, test rows): they name
 * only what they show, and parse it through the schema, so a column added to a schema needs no edit there.
 */
export const blankRow = (schema: z.ZodObject): Record<string, null> =>
  Object.fromEntries(Object.keys(schema.shape).map((column) => [column, null]));

/**
 * Column lists for `.select()`, derived from the schemas so the two never drift; `speaker_links` is the
 * embedded junction table of that kind of teaching (RLS shows the links of visible teachings only).
 */
const columnsOf = (schema: z.ZodObject, speakerTable?: string) =>
  Object.keys(schema.shape)
    .map((key) => (key === 'speaker_links' ? `speaker_links:${speakerTable}(speaker_id, position)` : key))
    .join(', ');
export const PUBLIC_POST_COLUMNS = columnsOf(publicPostSchema, 'post_speakers');
export const PUBLIC_VIDEO_COLUMNS = columnsOf(publicVideoSchema, 'video_speakers');
export const PUBLIC_AUDIO_COLUMNS = columnsOf(publicAudioSchema, 'audio_speakers');
export const PUBLIC_SERIES_COLUMNS = columnsOf(publicSeriesSchema);
export const PUBLIC_SPEAKER_COLUMNS = columnsOf(publicSpeakerSchema);
export const PUBLIC_RESOURCE_COLUMNS = columnsOf(publicResourceSchema);
export const PUBLIC_TESTIMONIAL_COLUMNS = columnsOf(publicTestimonialSchema);
