import { Temporal } from 'temporal-polyfill';
import { formatEventTime } from '../events/eventDates.ts';
import { occurrencesBetween } from '../events/recurrence.ts';
import type { WeeklySchedule } from '../site/schedule.ts';
import { serviceTimings } from '../site/serviceSchedule.ts';

/**
 * The services a guest may choose on /visitanos (issue 32 item 1): the next meetings of the published
 * weekly schedule with its exceptions applied (core/site/serviceSchedule.ts: a cancelled day is left out, a
 * changed one comes at its new time and place). The page lists them when it is built (daily) and the
 * `visits` function checks the chosen one against the same list at the moment it is sent.
 */
export interface VisitDate {
  /** What the form sends: the service and its wall-clock start, `servicio-dominical@2026-12-06T10:00`. */
  key: string;
  serviceId: string;
  serviceName: string;
  /** Instants, ISO in UTC. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The service's own place, or the exception's; empty: the ministry's address. */
  place: string;
  /** «Domingo, 6 de diciembre · 10:00», in the ministry's zone. */
  label: string;
}

/** How far ahead a guest may plan, and how many choices the form offers (five fields, one short list). */
export const VISIT_WEEKS_AHEAD = 3;
export const VISIT_CHOICES = 10;

const DAY = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let found = DAY.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    DAY.set(timeZone, found);
  }
  return found;
}

/** «Domingo, 6 de diciembre · 10:00» for an instant in `timeZone`. */
export function visitLabel(start: Temporal.ZonedDateTime): string {
  const day = dayFormat(start.timeZoneId).format(new Date(start.epochMilliseconds));
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} · ${formatEventTime(start)}`;
}

/** The meetings that start after `now`, earliest first, at most `VISIT_CHOICES` within the weeks ahead. */
export function nextVisitDates(schedule: WeeklySchedule, timeZone: string, now: Date): VisitDate[] {
  const until = new Date(now.getTime() + VISIT_WEEKS_AHEAD * 7 * 86_400_000);
  return serviceTimings(schedule, timeZone, now)
    .flatMap(({ service, timing, changedBy }) =>
      occurrencesBetween(timing, now, until)
        .filter(({ start }) => start.epochMilliseconds > now.getTime())
        .map(
          ({ start, end }): VisitDate => ({
            key: `${service.id}@${start.toPlainDateTime().toString({ smallestUnit: 'minute' })}`,
            serviceId: service.id,
            serviceName: service.name,
            startsAt: start.toInstant().toString(),
            endsAt: end.toInstant().toString(),
            timeZone,
            place: changedBy?.place || service.place,
            label: visitLabel(start),
          }),
        ),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.serviceName.localeCompare(b.serviceName))
    .slice(0, VISIT_CHOICES);
}

/** The date a form sent, when it still is one of the next meetings; undefined when not (passed, made up). */
export function findVisitDate(
  schedule: WeeklySchedule,
  timeZone: string,
  now: Date,
  key: string,
): VisitDate | undefined {
  return nextVisitDates(schedule, timeZone, now).find((date) => date.key === key);
}

/** Wall-clock instants as Temporal, for emails and the calendar file. */
export const zonedInstant = (iso: string, timeZone: string) =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
