import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';
import { optionalText, optionalUrl } from './contentFields.ts';

const copy = formMessages.validation;

/** The slug checks of series.slug and speakers.slug: lowercase words joined by single hyphens. */
const slug = z
  .string()
  .trim()
  .min(1, copy.slugRequired)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, copy.slugRequired);

/** A series as the admin saves it; the table's checks hold the same limits (title 200, description 5000). */
export const seriesSchema = z.object({
  title: z.string().trim().min(1, copy.titleRequired).max(200),
  slug,
  description: optionalText(5000),
  cover_image_url: optionalUrl,
  is_published: z.boolean(),
});

/** A speaker (staff or guest) as the admin saves them; name 200 and bio 2000 characters as in the table. */
export const speakerSchema = z.object({
  name: z.string().trim().min(1, copy.nameRequired).max(200),
  slug,
  bio: z
    .string()
    .trim()
    .max(2000, copy.bioTooLong)
    .transform((text) => text || null),
  photo_url: optionalUrl,
});

export type SeriesInput = z.input<typeof seriesSchema>;
export type SeriesFields = z.output<typeof seriesSchema>;
export type SpeakerInput = z.input<typeof speakerSchema>;
export type SpeakerFields = z.output<typeof speakerSchema>;
