import { type EventTiming, type Occurrence, occurrencesBetween } from './recurrence.ts';

/**
 * The calendar visitors see: every published event expanded into its occurrences within a window, in
 * order of start. Past occurrences are gone as soon as they end (the site is rebuilt at least daily).
 */
export interface CalendarEntry<E> extends Occurrence {
  event: E;
}

const DAY_MS = 86_400_000;

/** Occurrences not yet ended at `from` and starting within `days` days, earliest first. */
export function upcomingEntries<E>(
  events: readonly E[],
  timingOf: (event: E) => EventTiming,
  from: Date,
  days: number,
): CalendarEntry<E>[] {
  const to = new Date(from.getTime() + days * DAY_MS);
  return events
    .flatMap((event) =>
      occurrencesBetween(timingOf(event), from, to).map((occurrence) => ({ ...occurrence, event })),
    )
    .sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds);
}

/** The first entry of each event, the first `count` of them: the home page's "next three". */
export function nextOfEachEvent<E>(entries: readonly CalendarEntry<E>[], count: number): CalendarEntry<E>[] {
  const seen = new Set<E>();
  const result: CalendarEntry<E>[] = [];
  for (const entry of entries) {
    if (seen.has(entry.event)) continue;
    seen.add(entry.event);
    result.push(entry);
    if (result.length === count) break;
  }
  return result;
}
