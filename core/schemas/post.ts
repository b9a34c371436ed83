import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';
import { contentSlug, contentTitle, optionalText, optionalUrl } from './contentFields.ts';

const copy = formMessages.validation;

/** A post as the admin saves it (docs/spec.md §5 Blog); the database checks the same limits. */
export const postSchema = z.object({
  title: contentTitle,
  slug: contentSlug,
  content: z.string().max(200_000),
  description: optionalText(1000),
  meta_description: z
    .string()
    .trim()
    .max(160, copy.metaTooLong)
    .transform((text) => text || null),
  featured_image_url: optionalUrl,
  category: z.string().trim().min(1).max(100),
  tags: z.array(z.string()).max(50),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
});

export type PostInput = z.input<typeof postSchema>;
export type PostFields = z.output<typeof postSchema>;
