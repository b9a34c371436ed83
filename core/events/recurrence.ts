import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

/**
 * When an event happens, as the events table stores it (and as iCalendar's DTSTART;TZID, DTEND, RRULE
 * and EXDATE say it): wall-clock times in a named zone. Offsets are worked out here, per occurrence, so
 * "every Wednesday at 19:00" stays at 19:00 on both sides of a daylight-saving change.
 */
export interface EventTiming {
  /** First occurrence, wall clock: `2025-01-15T19:00:00` (a Postgres timestamp as PostgREST sends it). */
  startsAt: string;
  /** End of the first occurrence, wall clock. */
  endsAt: string;
  /** IANA zone, e.g. America/Mexico_City. */
  timeZone: string;
  /** RRULE value without the `RRULE:` prefix; null for a one-off event. */
  recurrenceRule: string | null;
  /** EXDATE: wall-clock starts of cancelled occurrences. */
  exceptions: readonly string[];
}

export interface Occurrence {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

/** Safety cap for open-ended rules when a caller asks for "the next n". */
const MAX_SCAN = 5000;

/**
 * A wall-clock time in a zone. In a spring-forward gap (02:30 that never happens) the time moves forward
 * by the gap, as RFC 5545 §3.3.5 prescribes; in a fall-back overlap the first of the two instants is used.
 */
export function zonedWallTime(wallTime: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(wallTime).toZonedDateTime(timeZone, { disambiguation: 'compatible' });
}

/** Exact length of every occurrence (RFC 5545: DTEND − DTSTART applies to each one). */
export function occurrenceLength(timing: EventTiming): Temporal.Duration {
  const start = zonedWallTime(timing.startsAt, timing.timeZone);
  return start.until(zonedWallTime(timing.endsAt, timing.timeZone), { largestUnit: 'hours' });
}

/** Widest gap between a zone's wall clock and UTC (UTC+14 and UTC−12 exist), rounded up. */
const MAX_OFFSET_MS = 26 * 3_600_000;

/** A wall-clock time written as if it were UTC: the clock the rule is expanded on. */
const floating = (wallTime: string) => Temporal.PlainDateTime.from(wallTime).toZonedDateTime('UTC');

/** UNTIL is a real instant (UTC) in the rule; on the floating clock it becomes the zone's wall time. */
export function floatingRuleString(rule: string, timeZone: string): string {
  return rule.replace(/UNTIL=(\d{8}T\d{6})Z/, (_, until: string) => {
    const instant = Temporal.Instant.from(
      `${until.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)/, '$1-$2-$3T$4:$5:$6')}Z`,
    );
    const wall = instant.toZonedDateTimeISO(timeZone).toPlainDateTime();
    return `UNTIL=${wall.toString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  });
}

/**
 * The library's rule for an event, expanded on the wall clock. RFC 5545 defines recurrence on local
 * time and only then gives each occurrence its offset: expanding in the zone itself, the library drops an
 * occurrence whose time falls in a spring-forward gap, where the RFC moves it forward by the gap.
 * DTSTART always counts as the first occurrence (RFC 5545 §3.8.5.3), as in every calendar that imports
 * our feed.
 */
export function eventRule(timing: EventTiming): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: floatingRuleString(timing.recurrenceRule ?? 'FREQ=DAILY;COUNT=1', timing.timeZone),
    dtstart: floating(timing.startsAt),
    tzid: 'UTC',
    exDate: timing.exceptions.map(floating),
    includeDtstart: true,
    temporal: Temporal,
  });
}

/**
 * The first start the rule itself produces at or after the event's start, as a wall-clock time (null
 * when it produces none). RFC 5545 leaves a DTSTART that the rule would not produce undefined, and
 * calendar apps disagree on it, so the admin moves the start here before saving a rule.
 */
export function synchronizedStart(timing: EventTiming): string | null {
  if (!timing.recurrenceRule) return timing.startsAt;
  const dtstart = floating(timing.startsAt);
  const first = new RRuleTemporal({
    rruleString: floatingRuleString(timing.recurrenceRule, timing.timeZone),
    dtstart,
    tzid: 'UTC',
    temporal: Temporal,
  }).next(new Date(dtstart.epochMilliseconds), true);
  return first ? first.toPlainDateTime().toString() : null;
}

const occurrenceOf =
  (timing: EventTiming, length: Temporal.Duration) =>
  (floatingStart: Temporal.ZonedDateTime): Occurrence => {
    const start = zonedWallTime(floatingStart.toPlainDateTime().toString(), timing.timeZone);
    return { start, end: start.add(length) };
  };

/**
 * Occurrences that overlap [from, to): still going on at `from` or starting before `to`. Exceptions are
 * left out; the order is by start.
 */
export function occurrencesBetween(timing: EventTiming, from: Date, to: Date): Occurrence[] {
  const length = occurrenceLength(timing);
  const lengthMs = length.total({ unit: 'milliseconds' });
  const starts = eventRule(timing).between(
    new Date(from.getTime() - lengthMs - MAX_OFFSET_MS),
    new Date(to.getTime() + MAX_OFFSET_MS),
    true,
  );
  return starts
    .map(occurrenceOf(timing, length))
    .filter(
      ({ start, end }) => start.epochMilliseconds < to.getTime() && end.epochMilliseconds > from.getTime(),
    );
}

/** The next `count` occurrences that have not ended at `after` (one that is going on comes first). */
export function nextOccurrences(timing: EventTiming, after: Date, count: number): Occurrence[] {
  const length = occurrenceLength(timing);
  const toOccurrence = occurrenceOf(timing, length);
  const rule = eventRule(timing);
  const found: Occurrence[] = [];
  let cursor = new Date(after.getTime() - length.total({ unit: 'milliseconds' }) - MAX_OFFSET_MS);
  let inclusive = true;
  for (let scanned = 0; found.length < count && scanned < MAX_SCAN; scanned += 1) {
    const start = rule.next(cursor, inclusive);
    if (!start) break;
    const occurrence = toOccurrence(start);
    if (occurrence.end.epochMilliseconds > after.getTime()) found.push(occurrence);
    cursor = new Date(start.epochMilliseconds);
    inclusive = false;
  }
  return found;
}
