import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';
import { contentFields, httpUrl, optionalUrl } from './contentFields.ts';

const copy = formMessages.validation;

/** Empty → null; otherwise a whole number of seconds (docs/spec.md §5: "duration parsed as integer"). */
const duration = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d+(\.\d+)?$/.test(text), copy.durationInvalid)
  .transform((text) => (text === '' ? null : Number.parseInt(text, 10)));

const common = { ...contentFields, duration_seconds: duration };

/** Video form (docs/spec.md §5): title and video URL required, thumbnail URL optional, duration a number. */
export const videoSchema = z.object({
  ...common,
  video_url: httpUrl,
  thumbnail_url: optionalUrl,
});

/**
 * Audio form (docs/spec.md §5): title and audio URL required; cover art and duration optional. The series is
 * chosen from the series table (series_id, series_position), no longer typed as free text.
 */
export const audioSchema = z.object({
  ...common,
  audio_url: httpUrl,
  cover_art_url: optionalUrl,
});

export type VideoFields = z.output<typeof videoSchema>;
export type AudioFields = z.output<typeof audioSchema>;
