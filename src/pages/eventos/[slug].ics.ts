import type { APIRoute, GetStaticPaths } from 'astro';
import type { PublicEvent } from '#core/events/publicEvent.ts';
import { calendarFile } from '../../lib/events/eventsCalendar.ts';
import { allEvents } from '../../lib/events/siteEvents.ts';
import { siteOf } from '../../lib/siteUrl.ts';

/** "Añadir al calendario" on an event page: that event alone, with its rule and exceptions. */
export const getStaticPaths = (() =>
  allEvents().map((event) => ({ params: { slug: event.slug }, props: { event } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) =>
  calendarFile([(props as { event: PublicEvent }).event], siteOf(site));
