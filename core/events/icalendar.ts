import { Temporal } from 'temporal-polyfill';
import { type EventTiming, zonedWallTime } from './recurrence.ts';
import { icalDateTime, icalUtc, vtimezoneLines } from './vtimezone.ts';

/**
 * RFC 5545 iCalendar text for the events feed (/eventos.ics) and each event's "Añadir al calendario"
 * file. Times stay wall-clock times with their TZID and a VTIMEZONE, so a calendar app shows "every third
 * Wednesday at 19:00" as the ministry wrote it, across daylight-saving changes.
 */

export interface CalendarEvent extends EventTiming {
  id: string;
  title: string;
  description: string;
  /** Page of the event on the site (absolute). */
  url: string;
  /** "Place, address" or the online link. */
  location: string | null;
  updatedAt: string | null;
}

export interface CalendarOptions {
  /** Calendar name shown by subscribing apps. */
  name: string;
  description: string;
  /** Host for globally unique UIDs (the site's). */
  uidDomain: string;
  /** DTSTAMP: when the file was written (the build). */
  now: Date;
  /** Default zone of the calendar (X-WR-TIMEZONE). */
  timeZone: string;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Content lines longer than 75 octets are folded (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const wall = (value: string) => icalDateTime(Temporal.PlainDateTime.from(value));

function eventLines(event: CalendarEvent, options: CalendarOptions): string[] {
  const zone = `TZID=${event.timeZone}`;
  const description = [event.description.trim(), event.url].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.uidDomain}`,
    `DTSTAMP:${icalUtc(Temporal.Instant.fromEpochMilliseconds(options.now.getTime()))}`,
    `DTSTART;${zone}:${wall(event.startsAt)}`,
    `DTEND;${zone}:${wall(event.endsAt)}`,
    ...(event.recurrenceRule ? [`RRULE:${event.recurrenceRule}`] : []),
    ...(event.exceptions.length > 0 ? [`EXDATE;${zone}:${event.exceptions.map(wall).join(',')}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL;VALUE=URI:${event.url}`,
    ...(event.updatedAt
      ? [`LAST-MODIFIED:${icalUtc(Temporal.Instant.fromEpochMilliseconds(Date.parse(event.updatedAt)))}`]
      : []),
    'END:VEVENT',
  ];
}

/**
 * VTIMEZONEs from a year before the first event to eight years after the last one or the build: long
 * enough for each yearly change to have fallen on every weekday position, so its rule is inferred right.
 */
function timezoneLines(events: readonly CalendarEvent[], now: Date): string[] {
  const zones = [...new Set(events.map((event) => event.timeZone))].sort();
  return zones.flatMap((zone) => {
    const starts = events
      .filter((event) => event.timeZone === zone)
      .flatMap((event) => [event.startsAt, event.endsAt].map((value) => zonedWallTime(value, zone)));
    const epochs = [...starts.map((start) => start.epochMilliseconds), now.getTime()];
    const from = Temporal.Instant.fromEpochMilliseconds(Math.min(...epochs)).subtract({ hours: 366 * 24 });
    const to = Temporal.Instant.fromEpochMilliseconds(Math.max(...epochs)).add({ hours: 8 * 366 * 24 });
    return vtimezoneLines(zone, from, to);
  });
}

/** A whole VCALENDAR, CRLF line endings, ready to serve as text/calendar. */
export function icalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Eventos//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-CALDESC:${escapeText(options.description)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    // Subscribed apps refetch twice a day; the site is rebuilt at least daily (RFC 7986 and its old name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...timezoneLines(events, options.now),
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
