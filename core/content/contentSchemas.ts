import { z } from 'zod';

/**
 * Rows the public site reads with the anon key (spec §3), validated at build time by the content
 * loaders and reused by the admin. Nullable columns stay nullable: fallbacks belong to the view models.
 */

const timestamp = z.string().min(1);
const tags = z
  .array(z.string())
  .nullable()
  .transform((value) => value ?? []);
const nullableText = z.string().nullable();

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
});

export const publicVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  video_url: z.string(),
  thumbnail_url: nullableText,
  duration_seconds: z.number().int().nullable(),
  tags,
  is_published: z.literal(true),
  published_at: timestamp.nullable(),
  created_at: timestamp,
});

export const publicAudioSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  audio_url: z.string(),
  cover_art_url: nullableText,
  duration_seconds: z.number().int().nullable(),
  series: nullableText,
  tags,
  is_published: z.literal(true),
  published_at: timestamp.nullable(),
  created_at: timestamp,
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
  created_at: timestamp,
});

export type PublicPost = z.infer<typeof publicPostSchema>;
export type PublicVideo = z.infer<typeof publicVideoSchema>;
export type PublicAudio = z.infer<typeof publicAudioSchema>;
export type PublicResource = z.infer<typeof publicResourceSchema>;
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

/** Column lists for `.select()`, derived from the schemas so the two never drift. */
const columnsOf = (schema: z.ZodObject) => Object.keys(schema.shape).join(', ');
export const PUBLIC_POST_COLUMNS = columnsOf(publicPostSchema);
export const PUBLIC_VIDEO_COLUMNS = columnsOf(publicVideoSchema);
export const PUBLIC_AUDIO_COLUMNS = columnsOf(publicAudioSchema);
export const PUBLIC_RESOURCE_COLUMNS = columnsOf(publicResourceSchema);
export const PUBLIC_TESTIMONIAL_COLUMNS = columnsOf(publicTestimonialSchema);
