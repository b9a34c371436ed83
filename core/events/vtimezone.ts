import { Temporal } from 'temporal-polyfill';

/**
 * An iCalendar VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, written from the same time-zone data that
 * expands the events (the runtime's, through Temporal), so the feed and the pages never disagree on an
 * offset. Each run of yearly changes with the same shape ("last Sunday of March at 02:00, +01:00 → +02:00")
 * becomes one observance with an RRULE, as published VTIMEZONEs do; an irregular change stays on its own.
 */

interface Transition {
  /** Wall-clock time of the change, read with the offset in force before it (RFC 5545's DTSTART). */
  local: Temporal.PlainDateTime;
  instant: Temporal.Instant;
  from: number;
  to: number;
}

/** A run of yearly changes of the same shape: same month, weekday, time and offsets. */
interface Observance extends Transition {
  runs: Transition[];
}

const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** ±HHMM, or ±HHMMSS for the odd historical offset with seconds. */
export function formatOffset(nanoseconds: number): string {
  const totalSeconds = Math.round(Math.abs(nanoseconds) / 1e9);
  const parts = [Math.floor(totalSeconds / 3600), Math.floor((totalSeconds % 3600) / 60), totalSeconds % 60];
  const text = parts.map((part) => String(part).padStart(2, '0')).join('');
  return `${nanoseconds < 0 ? '-' : '+'}${parts[2] ? text : text.slice(0, 4)}`;
}

/**
 * The BYDAY (and BYMONTHDAY) of a yearly run, from the days it fell on: "last Sunday" (-1SU) when every
 * day is in its month's last week, "second Sunday" (2SU) when all are in the same week, else the first
 * Sunday on or after a day (tzdb's "Sun>=2": BYMONTHDAY=2,…,8;BYDAY=SU). A run spanning more than seven
 * days has no such rule (undefined).
 */
export function yearlyWeekdayRule(dates: readonly Temporal.PlainDate[]): string | undefined {
  const day = DAYS[dates[0]!.dayOfWeek - 1];
  if (dates.every((date) => date.day + 7 > date.daysInMonth)) return `BYDAY=-1${day}`;
  const weeks = new Set(dates.map((date) => Math.ceil(date.day / 7)));
  if (weeks.size === 1) return `BYDAY=${[...weeks][0]}${day}`;
  const days = dates.map((date) => date.day);
  const first = Math.min(...days);
  if (Math.max(...days) - first > 6) return undefined;
  const window = Array.from({ length: 7 }, (_, index) => first + index);
  return `BYMONTHDAY=${window.join(',')};BYDAY=${day}`;
}

export const icalDateTime = (value: Temporal.PlainDateTime): string =>
  value.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

export const icalUtc = (value: Temporal.Instant): string =>
  `${icalDateTime(value.toZonedDateTimeISO('UTC').toPlainDateTime())}Z`;

function transitionsBetween(timeZone: string, from: Temporal.Instant, to: Temporal.Instant): Transition[] {
  const found: Transition[] = [];
  let cursor = from.toZonedDateTimeISO(timeZone);
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || Temporal.Instant.compare(next.toInstant(), to) > 0) return found;
    const before = next.subtract({ nanoseconds: 1 });
    const from = before.offsetNanoseconds;
    found.push({
      local: next.toInstant().toZonedDateTimeISO(formatOffsetZone(from)).toPlainDateTime(),
      instant: next.toInstant(),
      from,
      to: next.offsetNanoseconds,
    });
    cursor = next;
  }
}

const formatOffsetZone = (nanoseconds: number) => {
  const offset = formatOffset(nanoseconds);
  return `${offset.slice(0, 3)}:${offset.slice(3, 5)}${offset.length > 5 ? `:${offset.slice(5)}` : ''}`;
};

const sameShape = (run: Observance, next: Transition) => {
  const last = run.runs.at(-1)!;
  return (
    run.from === next.from &&
    run.to === next.to &&
    run.local.month === next.local.month &&
    run.local.dayOfWeek === next.local.dayOfWeek &&
    next.local.year === last.local.year + 1 &&
    run.local.toPlainTime().equals(next.local.toPlainTime()) &&
    yearlyWeekdayRule([...run.runs, next].map((transition) => transition.local.toPlainDate())) !== undefined
  );
};

/** Transitions folded into yearly runs. */
function observances(transitions: Transition[]): Observance[] {
  const result: Observance[] = [];
  for (const transition of transitions) {
    const run = result.findLast(
      (observance) => observance.from === transition.from && observance.to === transition.to,
    );
    if (run && sameShape(run, transition)) run.runs.push(transition);
    else result.push({ ...transition, runs: [transition] });
  }
  return result;
}

function observanceLines(observance: Observance, ongoing: boolean): string[] {
  const kind = observance.to > observance.from ? 'DAYLIGHT' : 'STANDARD';
  const last = observance.runs.at(-1)!;
  const byDay = yearlyWeekdayRule(observance.runs.map((transition) => transition.local.toPlainDate()));
  const rule =
    observance.runs.length === 1
      ? []
      : [
          `RRULE:FREQ=YEARLY;BYMONTH=${observance.local.month};${byDay}${ongoing ? '' : `;UNTIL=${icalUtc(last.instant)}`}`,
        ];
  return [
    `BEGIN:${kind}`,
    `DTSTART:${icalDateTime(observance.local)}`,
    `TZOFFSETFROM:${formatOffset(observance.from)}`,
    `TZOFFSETTO:${formatOffset(observance.to)}`,
    ...rule,
    `END:${kind}`,
  ];
}

/**
 * VTIMEZONE lines covering [from, to]. A yearly run still going at `to` is left open (no UNTIL): the zone
 * keeps changing that way for as long as anyone knows. A zone without changes gets one STANDARD.
 */
export function vtimezoneLines(timeZone: string, from: Temporal.Instant, to: Temporal.Instant): string[] {
  const transitions = transitionsBetween(timeZone, from, to);
  // A yearly run whose last change is less than a year before `to` goes on after it. Callers pass ranges
  // of eight years or more, so a run has met every weekday position and its rule is the zone's rule.
  const ongoing = (observance: Observance) =>
    observance.runs.at(-1)!.instant.until(to).total({ unit: 'hours' }) < 366 * 24;
  const body =
    transitions.length === 0
      ? [
          'BEGIN:STANDARD',
          'DTSTART:19700101T000000',
          `TZOFFSETFROM:${formatOffset(from.toZonedDateTimeISO(timeZone).offsetNanoseconds)}`,
          `TZOFFSETTO:${formatOffset(from.toZonedDateTimeISO(timeZone).offsetNanoseconds)}`,
          'END:STANDARD',
        ]
      : observances(transitions).flatMap((observance) => observanceLines(observance, ongoing(observance)));
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...body, 'END:VTIMEZONE'];
}
