import { type CalendarEvent, icalendar } from '#core/events/icalendar.ts';
import { eventLocation, eventTiming, type PublicEvent } from '#core/events/publicEvent.ts';
import { serviceTimings } from '#core/site/serviceSchedule.ts';
import { siteArea } from '../siteContent.ts';
import { eventPath } from './eventView.ts';
import { BUILD_TIME } from './siteEvents.ts';

/**
 * The weekly services of the schedule as calendar events: each a weekly VEVENT whose cancelled and changed
 * days are EXDATEs, plus one VEVENT for each changed day at its new time.
 */
export function serviceCalendarEvents(site: URL): CalendarEvent[] {
  const address = siteArea('contact').address.join(', ');
  const url = new URL('/contact#horarios', site).href;
  return serviceTimings(siteArea('schedule'), siteArea('identity').timeZone, BUILD_TIME).map(
    ({ service, timing, changedBy }) => ({
      ...timing,
      id: changedBy ? `servicio-${service.id}-${changedBy.id}` : `servicio-${service.id}`,
      title: service.name,
      description: changedBy?.note || `${service.name}: reunión semanal del ministerio.`,
      url,
      location: (changedBy?.place || service.place || address) ?? null,
      updatedAt: null,
    }),
  );
}

/** The feed's and each event file's text: one VEVENT per event, its rule and exceptions kept whole. */
export function calendarFile(
  events: readonly PublicEvent[],
  site: URL,
  services: readonly CalendarEvent[] = [],
): Response {
  const { name, timeZone } = siteArea('identity');
  const entries: CalendarEvent[] = events.map((event) => ({
    ...eventTiming(event),
    id: event.id,
    title: event.title,
    description: event.description,
    url: new URL(`${eventPath(event)}/`, site).href,
    location: eventLocation(event),
    updatedAt: event.updated_at,
  }));
  const text = icalendar([...services, ...entries], {
    name: `${name} — Eventos`,
    description: `Reuniones y eventos del ministerio ${name}.`,
    uidDomain: site.hostname,
    now: BUILD_TIME,
    timeZone,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
