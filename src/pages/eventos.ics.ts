import type { APIRoute } from 'astro';
import { calendarFile } from '../lib/events/eventsCalendar.ts';
import { allEvents } from '../lib/siteContent.ts';
import { siteOf } from '../lib/siteUrl.ts';

/** Every published event as one subscribable calendar (RFC 5545), rebuilt with the site. */
export const GET: APIRoute = ({ site }) => calendarFile(allEvents(), siteOf(site));
