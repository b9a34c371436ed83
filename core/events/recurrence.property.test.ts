import fc from 'fast-check';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { icalendar } from './icalendar.ts';
import { readIcalendar } from './readIcalendar.ts';
import {
  type EventTiming,
  nextOccurrences,
  occurrencesBetween,
  synchronizedStart,
  zonedWallTime,
} from './recurrence.ts';

const ZONES = [
  'Europe/Madrid',
  'America/Mexico_City',
  'America/New_York',
  'America/Santiago',
  'Australia/Sydney',
];
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

const ruleArb = fc.oneof(
  fc
    .record({ days: fc.subarray(DAYS, { minLength: 1 }), interval: fc.integer({ min: 1, max: 3 }) })
    .map(({ days, interval }) => `FREQ=WEEKLY;INTERVAL=${interval};BYDAY=${days.join(',')}`),
  fc
    .record({ nth: fc.constantFrom(1, 2, 3, 4, -1), day: fc.constantFrom(...DAYS) })
    .map(({ nth, day }) => `FREQ=MONTHLY;BYDAY=${nth}${day}`),
  fc.integer({ min: 1, max: 28 }).map((day) => `FREQ=MONTHLY;BYMONTHDAY=${day}`),
  fc.constant('FREQ=YEARLY'),
  fc.integer({ min: 1, max: 4 }).map((interval) => `FREQ=DAILY;INTERVAL=${interval}`),
);

/** Any wall-clock start from 2019 to 2030, quarter hours, including the small hours when clocks change. */
const wallArb = fc
  .record({
    day: fc.integer({ min: 0, max: 12 * 366 }),
    minutes: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
  })
  .map(({ day, minutes }) =>
    Temporal.PlainDateTime.from('2019-01-01T00:00:00').add({ days: day, minutes }).toString(),
  );

const timingArb = fc
  .record({
    startsAt: wallArb,
    lengthMinutes: fc.integer({ min: 15, max: 6 * 60 }),
    timeZone: fc.constantFrom(...ZONES),
    recurrenceRule: ruleArb,
    skip: fc.subarray([1, 2, 4, 7], { maxLength: 2 }),
  })
  .map(({ startsAt: picked, lengthMinutes, timeZone, recurrenceRule, skip }) => {
    // The start the rule itself produces, as the admin saves it (RFC 5545 leaves any other undefined).
    const startsAt = synchronizedStart({
      startsAt: picked,
      endsAt: picked,
      timeZone,
      recurrenceRule,
      exceptions: [],
    })!;
    const base: EventTiming = {
      startsAt,
      endsAt: Temporal.PlainDateTime.from(startsAt).add({ minutes: lengthMinutes }).toString(),
      timeZone,
      recurrenceRule,
      exceptions: [],
    };
    // Exceptions taken from real occurrences, as the admin picks them.
    const first = nextOccurrences(base, new Date(0), 8);
    const exceptions = skip.flatMap((index) => {
      const occurrence = first[index];
      return occurrence ? [occurrence.start.toPlainDateTime().toString()] : [];
    });
    return { ...base, exceptions: exceptions.filter((wall) => wallExists(wall, timeZone)) };
  });

/** False for a wall-clock time skipped by a spring-forward change or lived twice after a fall-back one. */
function wallExists(wall: string, timeZone: string): boolean {
  try {
    Temporal.PlainDateTime.from(wall).toZonedDateTime(timeZone, { disambiguation: 'reject' });
    return true;
  } catch {
    return false;
  }
}

const epochs = (list: { start: { epochMilliseconds: number } }[]) =>
  list.map(({ start }) => start.epochMilliseconds);
const wallOf = (epoch: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO(zone).toPlainDateTime().toString();

describe('recurrence expansion, property-based', () => {
  it('agrees with the library expanding in the zone itself, but for times in a spring-forward gap', () => {
    fc.assert(
      fc.property(timingArb, fc.integer({ min: 0, max: 3 * 366 }), (timing, offsetDays) => {
        // A first start inside a gap (00:00 on Chile's spring-forward day) is a reference only for ours: the
        // library carries the shifted 01:00 to every later day, we keep the 00:00 the editor typed.
        fc.pre(wallExists(timing.startsAt, timing.timeZone));
        const from = new Date(
          zonedWallTime(timing.startsAt, timing.timeZone).epochMilliseconds + offsetDays * 86_400_000,
        );
        const to = new Date(from.getTime() + 120 * 86_400_000);
        const ours = occurrencesBetween(timing, from, to);
        const library = new RRuleTemporal({
          rruleString: timing.recurrenceRule!,
          dtstart: zonedWallTime(timing.startsAt, timing.timeZone),
          tzid: timing.timeZone,
          exDate: timing.exceptions.map((wall) => zonedWallTime(wall, timing.timeZone)),
          includeDtstart: true,
          temporal: Temporal,
        })
          .between(from, to, true)
          .filter((start) => start.epochMilliseconds < to.getTime());
        const lengthMs = ours[0] ? ours[0].end.epochMilliseconds - ours[0].start.epochMilliseconds : 0;
        const firstWall = Temporal.PlainDateTime.from(timing.startsAt).toPlainTime().toString();
        // Where the wall clock is unambiguous both must list the same instants. Ours also lists the one
        // still going on at `from`; the library lists starts from `from`.
        const regular = (start: number) => {
          const wall = wallOf(start, timing.timeZone);
          return wall.slice(11) === firstWall && wallExists(wall, timing.timeZone);
        };
        const startingInWindow = epochs(ours).filter((start) => start >= from.getTime());
        expect(startingInWindow.filter(regular)).toEqual(
          library.map((start) => start.epochMilliseconds).filter(regular),
        );
        // The rest: a time lived twice is the first of the two; a time that does not exist moved forward.
        for (const start of startingInWindow.filter((start) => !regular(start))) {
          const day = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timing.timeZone);
          const wall = `${day.toPlainDate().toString()}T${firstWall}`;
          expect(wallExists(wall, timing.timeZone), wall).toBe(false);
          expect(start).toBe(zonedWallTime(wall, timing.timeZone).epochMilliseconds);
        }
        expect(epochs(ours)).toEqual([...epochs(ours)].sort((a, b) => a - b));
        for (const occurrence of ours) {
          expect(occurrence.end.epochMilliseconds).toBeGreaterThan(from.getTime());
          expect(occurrence.start.epochMilliseconds).toBeLessThan(to.getTime());
          expect(occurrence.end.epochMilliseconds - occurrence.start.epochMilliseconds).toBe(lengthMs);
          expect(timing.exceptions).not.toContain(occurrence.start.toPlainDateTime().toString());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with ical.js reading our .ics (its own expansion, offsets from our VTIMEZONE)', () => {
    fc.assert(
      fc.property(timingArb, (timing) => {
        const text = icalendar(
          [
            {
              ...timing,
              id: 'e1',
              title: 'Evento',
              description: '',
              url: 'https://example.org/e',
              location: 'Templo',
              updatedAt: null,
            },
          ],
          {
            name: 'Prueba',
            description: 'Prueba',
            uidDomain: 'example.org',
            now: new Date('2025-01-01'),
            timeZone: timing.timeZone,
          },
        );
        const [parsed] = readIcalendar(text).events;
        const ours = nextOccurrences(timing, new Date(0), 12);
        const theirs = parsed!.starts(12);
        // ical.js reads a time in a spring-forward gap with the offset after it, one hour early; RFC 5545
        // §3.3.5 says the offset before (ours). Compare every occurrence whose time exists once.
        const firstWall = Temporal.PlainDateTime.from(timing.startsAt).toPlainTime().toString();
        const regular = (start: number) => {
          const wall = wallOf(start, timing.timeZone);
          return wall.slice(11) === firstWall && wallExists(wall, timing.timeZone);
        };
        // A yearly event on 29 February: RFC 5545 §3.3.10 skips the years without that day (ours), ical.js
        // moves it to 1 March. Its twelve starts then reach fewer 29ths than ours: compare those it lists.
        if (timing.recurrenceRule === 'FREQ=YEARLY' && timing.startsAt.slice(5, 10) === '02-29') {
          const leapDays = theirs.filter(
            (start) => regular(start) && wallOf(start, timing.timeZone).slice(5, 10) === '02-29',
          );
          expect(leapDays).toEqual(epochs(ours).filter(regular).slice(0, leapDays.length));
          return;
        }
        // An exception on a day whose start fell in a gap (ours moved it forward, so its wall time differs from
        // the first) is missed by ical.js, which reads that start an hour early; and as it steps through its
        // sorted exceptions one per occurrence, it then misses the next exception too. Its twelve starts then
        // hold excepted ones and reach less far: compare the rest, as far as they reach.
        if (timing.exceptions.some((wall) => wall.slice(11) !== firstWall)) {
          const kept = theirs.filter(
            (start) => regular(start) && !timing.exceptions.includes(wallOf(start, timing.timeZone)),
          );
          expect(kept).toEqual(epochs(ours).filter(regular).slice(0, kept.length));
          return;
        }
        expect(theirs.filter(regular)).toEqual(epochs(ours).filter(regular));
        // ical.js also reads a time lived twice as the later one (RFC 5545: the first), so lengths are
        // compared when both ends are unambiguous.
        if (wallExists(timing.startsAt, timing.timeZone) && wallExists(timing.endsAt, timing.timeZone)) {
          expect(parsed!.lengthMs).toBe(ours[0]!.end.epochMilliseconds - ours[0]!.start.epochMilliseconds);
        }
      }),
      { numRuns: 150 },
    );
  });
});
