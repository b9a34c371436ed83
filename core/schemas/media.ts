import { z } from 'zod';
import { validationMessages as copy } from './validationMessages.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((text) => text || null)
  .pipe(z.url({ protocol: /^https?$/, error: copy.urlInvalid }).nullable());

/** Empty → null; otherwise a whole number of seconds (spec §5: "duration parsed as integer"). */
const duration = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d+(\.\d+)?$/.test(text), copy.durationInvalid)
  .transform((text) => (text === '' ? null : Number.parseInt(text, 10)));

const common = {
  title: z.string().trim().min(1, copy.titleRequired).max(300),
  description: z
    .string()
    .trim()
    .max(5000)
    .transform((text) => text || null),
  duration_seconds: duration,
  tags: z.array(z.string()).max(50),
  is_published: z.boolean(),
};

/** Video form (spec §5): title and video URL required, thumbnail URL optional, duration a number. */
export const videoSchema = z.object({
  ...common,
  video_url: z.url({ protocol: /^https?$/, error: copy.urlInvalid }),
  thumbnail_url: optionalUrl,
});

/** Audio form (spec §5): title and audio URL required; cover art, series and duration optional. */
export const audioSchema = z.object({
  ...common,
  audio_url: z.url({ protocol: /^https?$/, error: copy.urlInvalid }),
  cover_art_url: optionalUrl,
  series: z
    .string()
    .trim()
    .max(200)
    .transform((text) => text || null),
});

export type VideoFields = z.output<typeof videoSchema>;
export type AudioFields = z.output<typeof audioSchema>;
