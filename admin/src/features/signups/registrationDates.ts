import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Tables } from '#core/database.types.ts';
import { formatEventDay, formatEventTime } from '#core/events/eventDates.ts';
import { type EventTiming, nextOccurrences, zonedWallTime } from '#core/events/recurrence.ts';
import { dateCapacitySchema } from '#core/signups/registrationSettings.ts';
import { adminMessages } from '../../lib/messages.ts';

export type SignupDateRow = Pick<Tables<'signup_dates'>, 'id' | 'starts_at' | 'capacity' | 'closes_at'>;

/** One line of the event's «Fechas»: a date of the schedule, or one with sign-ups, and its counts. */
export interface RegistrationDate {
  /** The occurrence's start in the event's zone. */
  start: Temporal.ZonedDateTime;
  /** The row the engine locks, once somebody signed up or staff adjusted it; null before. */
  row: SignupDateRow | null;
  capacity: number;
  /** The date's own places, null when it has the list's. */
  ownCapacity: number | null;
  closesAt: Temporal.ZonedDateTime;
  ownClosing: boolean;
  confirmed: number;
  waitlisted: number;
}

export interface DateCounts {
  confirmed: number;
  waitlisted: number;
}

/** How many upcoming dates the screen lists (a weekly event: three months). */
export const UPCOMING_DATES = 12;

/**
 * The next dates of the event's schedule merged with the dates that have a row (sign-ups or an
 * adjustment), past ones included so staff can still pass the list on the day, in order of start. A date
 * is the same instant in both, whatever its offset is written with.
 */
export function registrationDates(
  timing: EventTiming,
  list: { capacity: number; closes_minutes_before: number },
  rows: readonly SignupDateRow[],
  counts: ReadonlyMap<string, DateCounts>,
  now: Date,
): RegistrationDate[] {
  const byInstant = new Map<number, SignupDateRow>(rows.map((row) => [Date.parse(row.starts_at), row]));
  const starts = new Map<number, Temporal.ZonedDateTime>();
  for (const { start } of nextOccurrences(timing, now, UPCOMING_DATES))
    starts.set(start.epochMilliseconds, start);
  for (const instant of byInstant.keys())
    if (!starts.has(instant))
      starts.set(
        instant,
        Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timing.timeZone),
      );
  return [...starts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([instant, start]) => {
      const row = byInstant.get(instant) ?? null;
      const ownClosing = row?.closes_at != null;
      const count = (row && counts.get(row.id)) ?? { confirmed: 0, waitlisted: 0 };
      return {
        start,
        row,
        capacity: row?.capacity ?? list.capacity,
        ownCapacity: row?.capacity ?? null,
        closesAt: ownClosing
          ? Temporal.Instant.from(row.closes_at as string).toZonedDateTimeISO(timing.timeZone)
          : start.subtract({ minutes: list.closes_minutes_before }),
        ownClosing,
        ...count,
      };
    });
}

/** A date's own closing as the form's datetime-local shows it, in the event's zone ('' for none). */
export const closingWallTime = (date: RegistrationDate): string =>
  date.ownClosing ? date.closesAt.toPlainDateTime().toString({ smallestUnit: 'minute' }) : '';

/** The instant a datetime-local typed in the event's zone means, for signup_dates.closes_at. */
export const closingInstant = (wallTime: string, timeZone: string): string | null =>
  wallTime.trim() ? zonedWallTime(wallTime, timeZone).toInstant().toString() : null;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Sábado, 12 de enero de 2030, 09:30" in the event's zone. */
export const dateLabel = (start: Temporal.ZonedDateTime): string =>
  `${sentence(formatEventDay(start))}, ${formatEventTime(start)}`;

/** An event row's next date, or "Sin fechas próximas". */
export function nextDateText(
  event: {
    starts_at: string;
    ends_at: string;
    time_zone: string;
    recurrence_rule: string | null;
    recurrence_exceptions: string[];
  },
  now = new Date(),
): string {
  const [next] = nextOccurrences(
    {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      timeZone: event.time_zone,
      recurrenceRule: event.recurrence_rule,
      exceptions: event.recurrence_exceptions,
    },
    now,
    1,
  );
  return next ? dateLabel(next.start) : adminMessages.resources.events.fields.noNextDate;
}

/** «Ajustar»: the date's places and closing as typed ('' for the list's) into signup_dates' columns. */
export const adjustDateSchema = (timeZone: string) =>
  z
    .object({ capacity: z.string(), closesAt: z.string() })
    .transform(({ capacity, closesAt }) => ({
      capacity: capacity.trim() === '' ? null : Number(capacity.trim()),
      closes_at: closingInstant(closesAt, timeZone),
    }))
    .pipe(z.object({ capacity: dateCapacitySchema, closes_at: z.string().nullable() }));
