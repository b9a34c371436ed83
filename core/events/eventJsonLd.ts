import type { Temporal } from 'temporal-polyfill';
import { isoWithOffset } from './eventDates.ts';
import { ruleParts } from './recurrenceText.ts';

/**
 * schema.org Event for an event page (what search engines show as an event listing): the next
 * occurrence's start and end with the offset in force on that day, where it happens (a Place, a
 * VirtualLocation or both) and, for a recurring event, its Schedule.
 */
export interface EventJsonLdInput {
  name: string;
  description: string;
  url: string;
  imageUrl: string;
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
  locationName: string | null;
  locationAddress: string | null;
  onlineUrl: string | null;
  organizerName: string;
  organizerUrl: string;
  /** For the Schedule of a recurring event. */
  recurrenceRule: string | null;
  firstStart: Temporal.ZonedDateTime;
}

const SCHEMA_DAYS: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const FREQUENCIES: Record<string, string> = { DAILY: 'P1D', WEEKLY: 'P1W', MONTHLY: 'P1M', YEARLY: 'P1Y' };

/** schema.org Schedule of a rule; byMonthWeek only for "the nth weekday" (schema.org has no "last"). */
export function eventSchedule(rule: string, firstStart: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime) {
  const parts = ruleParts(rule);
  const frequency = FREQUENCIES[parts.FREQ ?? ''];
  if (!frequency) return undefined;
  const interval = Number(parts.INTERVAL ?? '1');
  const days = (parts.BYDAY ?? '').split(',').filter(Boolean);
  const weekdays = days.map((day) => SCHEMA_DAYS[day.slice(-2)]).filter(Boolean);
  const weeks = days.map((day) => Number(day.slice(0, -2))).filter((week) => week >= 1 && week <= 5);
  const time = (value: Temporal.ZonedDateTime) => value.toPlainTime().toString({ smallestUnit: 'minute' });
  return {
    '@type': 'Schedule',
    repeatFrequency: interval > 1 ? frequency.replace('1', String(interval)) : frequency,
    byDay: weekdays.length > 0 ? weekdays.map((day) => `https://schema.org/${day}`) : undefined,
    byMonthWeek: weeks.length > 0 && weeks.length === days.length ? weeks : undefined,
    startDate: firstStart.toPlainDate().toString(),
    startTime: time(firstStart),
    endTime: time(end),
    scheduleTimezone: firstStart.timeZoneId,
  };
}

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const place =
    input.locationName || input.locationAddress
      ? {
          '@type': 'Place',
          name: input.locationName ?? input.locationAddress,
          address: { '@type': 'PostalAddress', streetAddress: input.locationAddress ?? input.locationName },
        }
      : undefined;
  const online = input.onlineUrl ? { '@type': 'VirtualLocation', url: input.onlineUrl } : undefined;
  const mode = place && online ? 'Mixed' : online ? 'Online' : 'Offline';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: input.description,
    url: input.url,
    image: [input.imageUrl],
    startDate: isoWithOffset(input.start),
    endDate: isoWithOffset(input.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
    location: place && online ? [place, online] : (place ?? online),
    organizer: { '@type': 'Organization', name: input.organizerName, url: input.organizerUrl },
    isAccessibleForFree: true,
    inLanguage: 'es',
    eventSchedule: input.recurrenceRule
      ? eventSchedule(input.recurrenceRule, input.firstStart, input.end)
      : undefined,
  };
}
