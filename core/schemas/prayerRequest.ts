import * as z from 'zod/mini';
import { PRAYER_VISIBILITIES } from '../prayer/visibility.ts';
import { consentNeedsPhone, optionalEmail, requiredText, whatsappContactFields } from './visitorFields.ts';

/**
 * The prayer dialog (docs/spec.md §5): the request first, then the name; the email is optional; the visibility
 * is the person's choice (issue 17), private unless they pick the wall. The row for
 * public.prayer_requests, created pending and not yet prayed for (docs/spec.md §4).
 */
export const prayerRequestSchema = z.pipe(
  z
    .object({
      request_text: requiredText(5000, 'prayers.textRequired'),
      name: requiredText(200, 'prayers.nameRequired'),
      email: optionalEmail,
      ...whatsappContactFields,
      visibility: z._default(z.enum(PRAYER_VISIBILITIES), 'private'),
    })
    .check(consentNeedsPhone),
  z.transform((row) => ({ ...row, is_public: false as const, is_prayed_for: false as const })),
);

export type PrayerRow = z.output<typeof prayerRequestSchema>;
export type PrayerFields = z.input<typeof prayerRequestSchema>;
