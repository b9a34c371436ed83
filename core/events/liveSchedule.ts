import { schemaDay, timeRange } from '../content/organizationJsonLd.ts';
import type { ServiceScheduleEntry } from '../siteConfigSchema.ts';
import { type CalendarEntry, upcomingEntries } from './calendar.ts';
import { formatEventDay, formatEventTime } from './eventDates.ts';
import type { BroadcastSlot } from './liveNow.ts';
import type { EventTiming } from './recurrence.ts';

/** A Monday long past: weekly services are expanded from their first such weekday after it. */
const ANCHOR = '2024-01-01';

/**
 * A weekly service of the site configuration ("Miércoles", "7:00 PM - 8:30 PM") as a weekly event in the
 * ministry's zone; undefined for an entry whose day or times do not read (the contact page still shows
 * it as written).
 */
export function weeklyServiceTiming(entry: ServiceScheduleEntry, timeZone: string): EventTiming | undefined {
  const day = schemaDay(entry.day);
  const { start, end } = timeRange(entry.time);
  if (!day || !start || !end) return undefined;
  const code = day.slice('https://schema.org/'.length, 'https://schema.org/'.length + 2).toUpperCase();
  const offset = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(code);
  const date = `${ANCHOR.slice(0, 8)}${String(1 + offset).padStart(2, '0')}`;
  return {
    startsAt: `${date}T${start}:00`,
    endsAt: `${date}T${end}:00`,
    timeZone,
    recurrenceRule: `FREQ=WEEKLY;BYDAY=${code}`,
    exceptions: [],
  };
}

export interface Broadcast {
  name: string;
  timing: EventTiming;
}

/**
 * What /en-vivo counts as a service on air in the next `days`: the weekly services of the configuration
 * and every event with an online link, one slot per start (an event repeating a configured service at the
 * same time is the same broadcast), earliest first.
 */
export function broadcastSlots(broadcasts: readonly Broadcast[], from: Date, days: number): BroadcastSlot[] {
  const entries: CalendarEntry<Broadcast>[] = upcomingEntries(broadcasts, (item) => item.timing, from, days);
  const seen = new Set<number>();
  return entries.flatMap(({ event, start, end }) => {
    if (seen.has(start.epochMilliseconds)) return [];
    seen.add(start.epochMilliseconds);
    return [
      {
        name: event.name,
        start: start.epochMilliseconds,
        end: end.epochMilliseconds,
        label: `${formatEventDay(start)}, ${formatEventTime(start)}`,
      },
    ];
  });
}
