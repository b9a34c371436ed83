import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { localDateTime, optionalText, siteOrHttpLink } from './fields.ts';

/**
 * A short announcement on every public page between `start` and `end` (wall-clock times in the ministry's
 * zone). Off when `enabled` is false; the text is required only when it is on.
 */
export const bannerSchema = z
  .object({
    enabled: z.boolean(),
    text: optionalText(160),
    linkLabel: optionalText(40),
    link: z.union([z.literal(''), siteOrHttpLink]).default(''),
    start: z.union([z.literal(''), localDateTime]).default(''),
    end: z.union([z.literal(''), localDateTime]).default(''),
  })
  .superRefine((banner, context) => {
    if (!banner.enabled) return;
    if (!banner.text) context.addIssue({ code: 'custom', path: ['text'], message: m.required });
    if (!banner.start) context.addIssue({ code: 'custom', path: ['start'], message: m.dateTime });
    if (!banner.end) context.addIssue({ code: 'custom', path: ['end'], message: m.dateTime });
    if (banner.start && banner.end && banner.end <= banner.start)
      context.addIssue({ code: 'custom', path: ['end'], message: m.bannerEndAfterStart });
    if (banner.link && !banner.linkLabel)
      context.addIssue({ code: 'custom', path: ['linkLabel'], message: m.required });
  });

export type Banner = z.infer<typeof bannerSchema>;
