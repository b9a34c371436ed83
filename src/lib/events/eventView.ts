import type { CalendarEntry } from '#core/events/calendar.ts';
import { formatEventDay, formatTimeRange, isoWithOffset } from '#core/events/eventDates.ts';
import type { PublicEvent } from '#core/events/publicEvent.ts';
import { describeRecurrence } from '#core/events/recurrenceText.ts';

/** What a card of /eventos and of the home page shows for one occurrence. */
export interface EntryView {
  href: string;
  title: string;
  day: string;
  /** Short date block: day number and month abbreviation. */
  dayNumber: string;
  monthShort: string;
  time: string;
  isoStart: string;
  place: string | null;
  online: boolean;
  recurrence: string | null;
}

export const eventPath = (event: Pick<PublicEvent, 'slug'>) => `/eventos/${event.slug}`;

/** "Cada tercer miércoles" with its capital, or null for a one-off event. */
export function recurrenceLabel(event: PublicEvent): string | null {
  if (!event.recurrence_rule) return null;
  const words = describeRecurrence(event.recurrence_rule, event.starts_at, event.time_zone);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const monthShort = (entry: CalendarEntry<PublicEvent>) =>
  new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: entry.start.timeZoneId })
    .format(new Date(entry.start.epochMilliseconds))
    .replace('.', '');

export function entryView(entry: CalendarEntry<PublicEvent>): EntryView {
  const { event, start, end } = entry;
  return {
    href: eventPath(event),
    title: event.title,
    day: formatEventDay(start),
    dayNumber: String(start.day),
    monthShort: monthShort(entry),
    time: formatTimeRange(start, end),
    isoStart: isoWithOffset(start),
    place: event.location_name,
    online: Boolean(event.online_url),
    recurrence: recurrenceLabel(event),
  };
}
