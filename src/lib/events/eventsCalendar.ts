import { type CalendarEvent, icalendar } from '#core/events/icalendar.ts';
import { eventLocation, eventTiming, type PublicEvent } from '#core/events/publicEvent.ts';
import { siteConfig } from '#core/siteConfig.ts';
import { eventPath } from './eventView.ts';
import { BUILD_TIME } from './siteEvents.ts';

/** The feed's and each event file's text: one VEVENT per event, its rule and exceptions kept whole. */
export function calendarFile(events: readonly PublicEvent[], site: URL): Response {
  const entries: CalendarEvent[] = events.map((event) => ({
    ...eventTiming(event),
    id: event.id,
    title: event.title,
    description: event.description,
    url: new URL(`${eventPath(event)}/`, site).href,
    location: eventLocation(event),
    updatedAt: event.updated_at,
  }));
  const text = icalendar(entries, {
    name: `${siteConfig.name} — Eventos`,
    description: `Reuniones y eventos del ministerio ${siteConfig.name}.`,
    uidDomain: site.hostname,
    now: BUILD_TIME,
    timeZone: siteConfig.timeZone,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
