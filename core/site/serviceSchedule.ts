import { Temporal } from 'temporal-polyfill';
import type { EventTiming } from '../events/recurrence.ts';
import { type ScheduledService, type ScheduleException, WEEKDAYS, type WeeklySchedule } from './schedule.ts';

/**
 * The weekly schedule with its dated exceptions, as every page that shows times needs it (home, contact,
 * footer, /en-vivo, JSON-LD, /eventos.ics): wall-clock times in the ministry's zone, shown as 19:00. An
 * exception counts until its day is over in that zone; the site is rebuilt just after midnight
 * (private.scheduled_content_due_since), so a past one disappears by itself.
 */

/** iCalendar's weekday codes, Sunday first as `weekday` counts. */
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** A Monday long past: a weekly service starts on its first weekday from here. */
const ANCHOR_MONDAY = Temporal.PlainDate.from('2024-01-01');

/** Sunday is 0, as the schedule counts. */
export const weekdayOf = (date: string) => Temporal.PlainDate.from(date).dayOfWeek % 7;

/** The calendar day it is in `timeZone` at `now`. */
export const todayIn = (timeZone: string, now: Date) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** An exception names its service, or (without one) every service of its day. */
export const exceptionApplies = (exception: ScheduleException, service: ScheduledService) =>
  exception.serviceId ? exception.serviceId === service.id : weekdayOf(exception.date) === service.weekday;

/** The exceptions whose day is today or later in the ministry's zone, earliest first. */
export function currentExceptions(
  schedule: WeeklySchedule,
  timeZone: string,
  now: Date,
): ScheduleException[] {
  const today = todayIn(timeZone, now);
  return schedule.exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** When a service meets: every week, or once on the day an exception moved it to. */
export interface ServiceTiming {
  service: ScheduledService;
  timing: EventTiming;
  /** The exception that made this one-off meeting (a changed time). */
  changedBy?: ScheduleException;
}

/**
 * Each service as a weekly event (its cancelled and changed days left out, as iCalendar's EXDATE) plus
 * one meeting for each changed day, at its new time and place.
 */
export function serviceTimings(schedule: WeeklySchedule, timeZone: string, now: Date): ServiceTiming[] {
  const exceptions = currentExceptions(schedule, timeZone, now);
  return schedule.services.flatMap((service) => {
    const own = exceptions.filter((exception) => exceptionApplies(exception, service));
    const first = ANCHOR_MONDAY.add({ days: (service.weekday + 6) % 7 }).toString();
    const weekly: ServiceTiming = {
      service,
      timing: {
        startsAt: `${first}T${service.start}:00`,
        endsAt: `${first}T${service.end}:00`,
        timeZone,
        recurrenceRule: `FREQ=WEEKLY;BYDAY=${BYDAY[service.weekday]}`,
        exceptions: own
          .filter((exception) => weekdayOf(exception.date) === service.weekday)
          .map((exception) => `${exception.date}T${service.start}:00`),
      },
    };
    const changed = own
      .filter((exception) => exception.kind === 'changed')
      .map(
        (exception): ServiceTiming => ({
          service,
          changedBy: exception,
          timing: {
            startsAt: `${exception.date}T${exception.start}:00`,
            endsAt: `${exception.date}T${exception.end}:00`,
            timeZone,
            recurrenceRule: null,
            exceptions: [],
          },
        }),
      );
    return [weekly, ...changed];
  });
}

/** One weekly meeting as the pages list it: «Miércoles · 19:00–20:30». */
export interface ScheduleLine {
  id: string;
  name: string;
  day: (typeof WEEKDAYS)[number];
  weekday: number;
  start: string;
  end: string;
  time: string;
  place: string;
}

export const weeklyLines = (schedule: WeeklySchedule): ScheduleLine[] =>
  schedule.services.map((service) => ({
    id: service.id,
    name: service.name,
    day: WEEKDAYS[service.weekday]!,
    weekday: service.weekday,
    start: service.start,
    end: service.end,
    time: `${service.start}–${service.end}`,
    place: service.place,
  }));

/** A dated change visitors should know of: «Jueves, 25 de diciembre» · «No hay reunión. Navidad en familia». */
export interface ScheduleNotice {
  id: string;
  date: string;
  kind: ScheduleException['kind'];
  dayLabel: string;
  text: string;
}

const DAY_LABEL = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** «jueves, 25 de diciembre» with a capital: the calendar day itself, whatever the server's zone. */
export function dayLabel(date: string): string {
  const text = DAY_LABEL.format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** What changes on that day, in one short Spanish sentence, the staff's note after it. */
export function noticeText(exception: ScheduleException, services: readonly ScheduledService[]): string {
  const service = services.find((candidate) => candidate.id === exception.serviceId);
  const who = service ? `${service.name}: ` : '';
  const what =
    exception.kind === 'cancelled'
      ? `${who}no hay reunión`
      : `${who}de ${exception.start} a ${exception.end}${exception.place ? ` en ${exception.place}` : ''}`;
  const text = service ? what : what.charAt(0).toUpperCase() + what.slice(1);
  return exception.note ? `${sentence(text)} ${sentence(exception.note)}` : sentence(text);
}

export function scheduleNotices(schedule: WeeklySchedule, timeZone: string, now: Date): ScheduleNotice[] {
  return currentExceptions(schedule, timeZone, now).map((exception) => ({
    id: exception.id,
    date: exception.date,
    kind: exception.kind,
    dayLabel: dayLabel(exception.date),
    text: noticeText(exception, schedule.services),
  }));
}
