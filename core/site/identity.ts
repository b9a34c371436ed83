import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { image, requiredText, timeZone } from './fields.ts';

/** Who the ministry is: name, words, images, its time zone and the prayer wall's days (admins only). */
export const identitySchema = z.object({
  name: requiredText(80),
  tagline: requiredText(120),
  /** Default meta description, also used by the home page. */
  description: requiredText(160),
  logo: image,
  /** The image social networks and WhatsApp show when a page is shared (1200 × 630). */
  ogImage: image,
  /** IANA zone of the schedule, events and every time the site shows. */
  timeZone,
  /** Days an approved request stays on /oracion: the consent text says it and SQL applies it. */
  prayerWallDays: z.number(m.wallDays).int(m.wallDays).min(1, m.wallDays).max(365, m.wallDays),
  /**
   * Months a planned visit (/visitanos) is kept after its date, unless the follow-up inbox kept it: the
   * `visits-retention` job deletes the rest (SECURITY.md). An identity published before it reads 6.
   */
  visitRetentionMonths: z
    .number(m.retentionMonths)
    .int(m.retentionMonths)
    .min(1, m.retentionMonths)
    .max(36, m.retentionMonths)
    .default(6),
});

export type Identity = z.infer<typeof identitySchema>;
