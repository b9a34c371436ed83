import type { Temporal } from 'temporal-polyfill';
import { formatClock } from '../formatTime.ts';

/**
 * Spanish dates and times for event pages, in the event's own zone (the static pages are built on a
 * server whose zone means nothing to visitors): "miércoles, 19 de marzo de 2025", "19:00–20:30".
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('es-ES', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

const instant = (value: Temporal.ZonedDateTime) => new Date(value.epochMilliseconds);

/** "miércoles, 19 de marzo de 2025" */
export function formatEventDay(value: Temporal.ZonedDateTime): string {
  return formatter(value.timeZoneId, DAY).format(instant(value));
}

/** "19:00" */
export function formatEventTime(value: Temporal.ZonedDateTime): string {
  return formatClock(instant(value), value.timeZoneId);
}

/** "19:00–20:30", or "18:00 – 14:00 (6 de junio)" when it ends on another day. */
export function formatTimeRange(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): string {
  const sameDay = start.toPlainDate().equals(end.toPlainDate());
  if (sameDay) return `${formatEventTime(start)}–${formatEventTime(end)}`;
  return `${formatEventTime(start)} – ${formatEventTime(end)} (${formatter(end.timeZoneId, SHORT_DAY).format(instant(end))})`;
}

/** "Marzo de 2025": the heading of a month on /eventos. */
export function monthHeading(value: Temporal.ZonedDateTime): string {
  const text = formatter(value.timeZoneId, { month: 'long', year: 'numeric' }).format(instant(value));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Items grouped by the month of their start, in the order given (callers sort by start first). */
export function groupByMonth<T>(items: readonly T[], startOf: (item: T) => Temporal.ZonedDateTime) {
  const groups: { key: string; heading: string; items: T[] }[] = [];
  for (const item of items) {
    const start = startOf(item);
    const key = start.toPlainDate().toPlainYearMonth().toString();
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, heading: monthHeading(start), items: [item] });
  }
  return groups;
}

/** ISO 8601 with the offset in force then, for <time datetime> and JSON-LD: 2025-03-19T19:00:00-06:00. */
export const isoWithOffset = (value: Temporal.ZonedDateTime): string =>
  value.toString({ timeZoneName: 'never', smallestUnit: 'second' });
