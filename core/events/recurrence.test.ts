import { describe, expect, it } from 'vitest';
import { type EventTiming, nextOccurrences, occurrenceLength, occurrencesBetween } from './recurrence.ts';

const timing = (overrides: Partial<EventTiming>): EventTiming => ({
  startsAt: '2025-01-15T19:00:00',
  endsAt: '2025-01-15T20:30:00',
  timeZone: 'Europe/Madrid',
  recurrenceRule: null,
  exceptions: [],
  ...overrides,
});
const starts = (list: { start: { toString(): string } }[]) => list.map(({ start }) => start.toString());
const ends = (list: { end: { toString(): string } }[]) => list.map(({ end }) => end.toString());

describe('occurrences across daylight-saving changes: the wall clock stays, the offset follows the zone', () => {
  it.each([
    // Europe/Madrid: CET → CEST on the last Sunday of March, back on the last Sunday of October.
    [
      'Europe/Madrid, every Sunday at 10:00, through the spring change',
      timing({
        startsAt: '2025-03-16T10:00:00',
        endsAt: '2025-03-16T12:00:00',
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
      }),
      [
        '2025-03-23T10:00:00+01:00[Europe/Madrid]',
        '2025-03-30T10:00:00+02:00[Europe/Madrid]',
        '2025-04-06T10:00:00+02:00[Europe/Madrid]',
      ],
    ],
    [
      'Europe/Madrid, every Wednesday at 19:00, through the autumn change',
      timing({
        startsAt: '2025-10-15T19:00:00',
        endsAt: '2025-10-15T20:30:00',
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
      }),
      [
        '2025-10-22T19:00:00+02:00[Europe/Madrid]',
        '2025-10-29T19:00:00+01:00[Europe/Madrid]',
        '2025-11-05T19:00:00+01:00[Europe/Madrid]',
      ],
    ],
    // America/New_York: EST → EDT on the second Sunday of March, back on the first Sunday of November.
    [
      'America/New_York, the third Wednesday of each month at 19:00',
      timing({
        startsAt: '2025-02-19T19:00:00',
        endsAt: '2025-02-19T20:30:00',
        timeZone: 'America/New_York',
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
      }),
      [
        '2025-02-19T19:00:00-05:00[America/New_York]',
        '2025-03-19T19:00:00-04:00[America/New_York]',
        '2025-04-16T19:00:00-04:00[America/New_York]',
      ],
    ],
    [
      'America/New_York, every Sunday at 01:30 on the night the clocks go back (first of the two 01:30s)',
      timing({
        startsAt: '2025-10-26T01:30:00',
        endsAt: '2025-10-26T02:00:00',
        timeZone: 'America/New_York',
        recurrenceRule: 'FREQ=WEEKLY',
      }),
      [
        '2025-11-02T01:30:00-04:00[America/New_York]',
        '2025-11-09T01:30:00-05:00[America/New_York]',
        '2025-11-16T01:30:00-05:00[America/New_York]',
      ],
    ],
    // America/Mexico_City kept daylight saving until October 2022 and has been UTC−6 all year since.
    [
      'America/Mexico_City, the last Monday of each month, in 2022 and after DST was abolished',
      timing({
        startsAt: '2022-09-26T19:00:00',
        endsAt: '2022-09-26T20:00:00',
        timeZone: 'America/Mexico_City',
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=-1MO',
      }),
      [
        '2022-10-31T19:00:00-06:00[America/Mexico_City]',
        '2022-11-28T19:00:00-06:00[America/Mexico_City]',
        '2022-12-26T19:00:00-06:00[America/Mexico_City]',
      ],
    ],
    [
      'America/Mexico_City, before 2022 still with summer time',
      timing({
        startsAt: '2021-03-29T19:00:00',
        endsAt: '2021-03-29T20:00:00',
        timeZone: 'America/Mexico_City',
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=-1MO',
      }),
      [
        '2021-04-26T19:00:00-05:00[America/Mexico_City]',
        '2021-05-31T19:00:00-05:00[America/Mexico_City]',
        '2021-06-28T19:00:00-05:00[America/Mexico_City]',
      ],
    ],
  ])('%s', (_, event, expected) => {
    const first = new Date(Date.parse(expected[0]!.slice(0, 25)) - 1000);
    expect(starts(nextOccurrences(event, first, 3))).toEqual(expected);
  });

  it('moves an occurrence that falls in a spring-forward gap forward by the gap (RFC 5545 §3.3.5)', () => {
    const event = timing({
      startsAt: '2025-03-23T02:30:00',
      endsAt: '2025-03-23T03:30:00',
      recurrenceRule: 'FREQ=WEEKLY',
    });
    expect(
      starts(occurrencesBetween(event, new Date('2025-03-24T00:00:00Z'), new Date('2025-04-07T00:00:00Z'))),
    ).toEqual(['2025-03-30T03:30:00+02:00[Europe/Madrid]', '2025-04-06T02:30:00+02:00[Europe/Madrid]']);
  });

  it('keeps the exact length of an event that spans the change (an all-night vigil)', () => {
    const vigil = timing({
      startsAt: '2025-10-25T22:00:00',
      endsAt: '2025-10-26T06:00:00',
      recurrenceRule: null,
    });
    expect(occurrenceLength(vigil).total({ unit: 'hours' })).toBe(9);
    expect(ends(nextOccurrences(vigil, new Date('2025-10-01'), 1))).toEqual([
      '2025-10-26T06:00:00+01:00[Europe/Madrid]',
    ]);
  });
});

describe('occurrencesBetween and nextOccurrences', () => {
  const study = timing({
    startsAt: '2025-01-15T19:00:00',
    endsAt: '2025-01-15T20:30:00',
    recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
    exceptions: ['2025-04-16T19:00:00'],
  });

  it('leaves out the exceptions (EXDATE)', () => {
    expect(starts(occurrencesBetween(study, new Date('2025-03-01'), new Date('2025-06-01')))).toEqual([
      '2025-03-19T19:00:00+01:00[Europe/Madrid]',
      '2025-05-21T19:00:00+02:00[Europe/Madrid]',
    ]);
  });

  it('includes an occurrence still going on at the start of the window, and none starting at its end', () => {
    const during = new Date('2025-03-19T18:45:00Z'); // 19:45 in Madrid
    expect(starts(occurrencesBetween(study, during, new Date('2025-05-21T17:00:00Z')))).toEqual([
      '2025-03-19T19:00:00+01:00[Europe/Madrid]',
    ]);
    expect(starts(nextOccurrences(study, during, 2))).toEqual([
      '2025-03-19T19:00:00+01:00[Europe/Madrid]',
      '2025-05-21T19:00:00+02:00[Europe/Madrid]',
    ]);
  });

  it('counts the first start as an occurrence even when the rule would not produce it', () => {
    const offRule = timing({
      startsAt: '2025-01-08T19:00:00',
      endsAt: '2025-01-08T20:00:00',
      recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
    });
    expect(starts(nextOccurrences(offRule, new Date('2025-01-01'), 2))).toEqual([
      '2025-01-08T19:00:00+01:00[Europe/Madrid]',
      '2025-01-15T19:00:00+01:00[Europe/Madrid]',
    ]);
  });

  it('stops at UNTIL, read as an instant', () => {
    const until = {
      ...study,
      recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE;UNTIL=20250521T170000Z',
      exceptions: [],
    };
    expect(nextOccurrences(until, new Date('2025-03-01'), 10)).toHaveLength(3);
  });

  it('gives a one-off event once, and nothing after it ended', () => {
    const once = timing({ recurrenceRule: null });
    expect(starts(nextOccurrences(once, new Date('2025-01-01'), 5))).toEqual([
      '2025-01-15T19:00:00+01:00[Europe/Madrid]',
    ]);
    expect(nextOccurrences(once, new Date('2025-01-15T19:31:00Z'), 5)).toEqual([]);
  });
});
