import { z } from 'zod';
import type { EventTiming } from './recurrence.ts';

/**
 * An events row as visitors read it with the anon key (published ones only, RLS), validated when the
 * site builds. Timestamps without zone arrive as wall-clock text (`2025-01-15T19:00:00`).
 */
const nullableText = z.string().nullable();

export const publicEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: nullableText,
  location_name: nullableText,
  location_address: nullableText,
  online_url: nullableText,
  starts_at: z.string().min(1),
  ends_at: z.string().min(1),
  time_zone: z.string().min(1),
  recurrence_rule: nullableText,
  recurrence_exceptions: z
    .array(z.string())
    .nullable()
    .transform((value) => value ?? []),
  is_published: z.literal(true),
  published_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export type PublicEvent = z.infer<typeof publicEventSchema>;

export const PUBLIC_EVENT_COLUMNS = Object.keys(publicEventSchema.shape).join(', ');

export const eventTiming = (event: PublicEvent): EventTiming => ({
  startsAt: event.starts_at,
  endsAt: event.ends_at,
  timeZone: event.time_zone,
  recurrenceRule: event.recurrence_rule,
  exceptions: event.recurrence_exceptions,
});

/** "Place, address", else the online link: what a calendar app shows as the location. */
export function eventLocation(event: PublicEvent): string | null {
  const place = [event.location_name, event.location_address].filter(Boolean).join(', ');
  return place || event.online_url;
}
