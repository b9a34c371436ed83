import { Temporal } from 'temporal-polyfill';
import { icalDateTime } from './vtimezone.ts';

/**
 * Links on an event page: "Añadir a Google Calendar" (its documented TEMPLATE link, wall-clock dates
 * with ctz so Google applies the zone, and the RRULE so a recurring event is added as a series) and a
 * map search for the address. Google's template cannot carry exceptions; the .ics file can.
 */
export interface GoogleCalendarInput {
  title: string;
  details: string;
  location: string | null;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  recurrenceRule: string | null;
}

const wall = (value: string) => icalDateTime(Temporal.PlainDateTime.from(value));

export function googleCalendarUrl(input: GoogleCalendarInput): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', input.title);
  url.searchParams.set('dates', `${wall(input.startsAt)}/${wall(input.endsAt)}`);
  url.searchParams.set('ctz', input.timeZone);
  if (input.details) url.searchParams.set('details', input.details);
  if (input.location) url.searchParams.set('location', input.location);
  if (input.recurrenceRule) url.searchParams.set('recur', `RRULE:${input.recurrenceRule}`);
  return url.href;
}

/** Google Maps search for a place (the same kind of link as the contact page's). */
export function mapSearchUrl(place: string): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', place);
  return url.href;
}
