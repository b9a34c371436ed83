import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';

const copy = formMessages.validation;

/** Trimmed text, stored null when blank, at most `max` characters (the column's check). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null);

const URL_MAX = 2048;

/** A link the site may show (http or https only), as long as the columns allow. */
export const httpUrl = z.url({ protocol: /^https?$/, error: copy.urlInvalid }).max(URL_MAX, copy.urlTooLong);

/** An optional link, stored null when blank. */
export const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, copy.urlTooLong)
  .transform((text) => text || null)
  .pipe(httpUrl.nullable());

/** A title the content tables require: not blank, at most 300 characters. */
export const contentTitle = z.string().trim().min(1, copy.titleRequired).max(300);

/** A page's address segment: lower-case words joined by hyphens, as the slug columns check. */
export const contentSlug = z
  .string()
  .trim()
  .min(1, copy.slugRequired)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, copy.slugRequired);

/** What the video, audio and library forms share (docs/spec.md §5). */
export const contentFields = {
  title: contentTitle,
  description: optionalText(5000),
  tags: z.array(z.string()).max(50),
  is_published: z.boolean(),
};
