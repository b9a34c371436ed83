import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';
import { contentSlug, contentTitle, optionalText, optionalUrl } from './contentFields.ts';

const copy = formMessages.validation;

/** A wall-clock time as the events table stores it: `2025-01-15T19:00` or with seconds. */
const wallTime = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, message);

/** True for a zone name this runtime knows (the IANA names Postgres also checks). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An event as the admin saves it (issue 19); the migration's checks say the same: a place or an online
 * link, an end after the start, a zone Postgres knows, a rule that looks like an RRULE value.
 */
export const eventSchema = z
  .object({
    title: contentTitle,
    slug: contentSlug,
    description: z.string().trim().max(10000),
    image_url: optionalUrl,
    location_name: optionalText(300),
    location_address: optionalText(500),
    online_url: optionalUrl,
    starts_at: wallTime(copy.startRequired),
    ends_at: wallTime(copy.endRequired),
    time_zone: z.string().refine(isTimeZone, copy.timeZoneInvalid),
    // Blank: happens once (stored null).
    recurrence_rule: z
      .string()
      .max(500)
      .regex(/^(FREQ=[A-Z]+(;[A-Z]+=[A-Za-z0-9,+-]+)*)?$/)
      .transform((rule) => rule || null),
    recurrence_exceptions: z.array(wallTime(copy.startRequired)).max(500),
    is_published: z.boolean(),
  })
  .refine((event) => event.location_name !== null || event.online_url !== null, {
    message: copy.placeOrLinkRequired,
    path: ['location_name'],
  })
  // Same-length wall-clock strings compare as times do.
  .refine((event) => event.ends_at.padEnd(19, ':00') > event.starts_at.padEnd(19, ':00'), {
    message: copy.endAfterStart,
    path: ['ends_at'],
  });

export type EventInput = z.input<typeof eventSchema>;
export type EventFields = z.output<typeof eventSchema>;
