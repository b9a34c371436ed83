import type { APIRoute } from 'astro';
import { calendarFile, serviceCalendarEvents } from '../lib/events/eventsCalendar.ts';
import { allEvents } from '../lib/siteContent.ts';
import { siteOf } from '../lib/siteUrl.ts';

/** The weekly services and every published event as one subscribable calendar (RFC 5545), rebuilt with the site. */
export const GET: APIRoute = ({ site }) =>
  calendarFile(allEvents(), siteOf(site), serviceCalendarEvents(siteOf(site)));
