import { describe, expect, it } from 'vitest';
import { signupSettingsMessages } from '#core/signups/registrationSettings.ts';
import { adjustDateSchema, closingInstant, closingWallTime, registrationDates } from './registrationDates.ts';

const weekly = {
  startsAt: '2030-01-05T09:30:00',
  endsAt: '2030-01-05T12:00:00',
  timeZone: 'America/Mexico_City',
  recurrenceRule: 'FREQ=WEEKLY;COUNT=3',
  exceptions: [],
};
const list = { capacity: 10, closes_minutes_before: 60 };
const now = new Date('2030-01-06T00:00:00Z');

describe('registrationDates', () => {
  it('lists the next dates with the list’s places, and a past date only when it has a row', () => {
    const dates = registrationDates(weekly, list, [], new Map(), now);
    expect(dates.map((date) => date.start.toInstant().toString())).toEqual([
      '2030-01-12T15:30:00Z',
      '2030-01-19T15:30:00Z',
    ]);
    expect(dates[0]).toMatchObject({
      row: null,
      capacity: 10,
      ownCapacity: null,
      confirmed: 0,
      ownClosing: false,
    });
    expect(dates[0]?.closesAt.toInstant().toString()).toBe('2030-01-12T14:30:00Z');
  });

  it('merges a row written with another offset, with its own places, closing and counts', () => {
    const rows = [
      { id: 'pasada', starts_at: '2030-01-05T15:30:00+00:00', capacity: null, closes_at: null },
      {
        id: 'ajustada',
        starts_at: '2030-01-12T09:30:00-06:00',
        capacity: 0,
        closes_at: '2030-01-11T18:00:00Z',
      },
    ];
    const counts = new Map([['ajustada', { confirmed: 2, waitlisted: 1 }]]);
    const dates = registrationDates(weekly, list, rows, counts, now);
    expect(dates.map((date) => date.row?.id ?? null)).toEqual(['pasada', 'ajustada', null]);
    expect(dates[1]).toMatchObject({
      capacity: 0,
      ownCapacity: 0,
      ownClosing: true,
      confirmed: 2,
      waitlisted: 1,
    });
    expect(closingWallTime(dates[1]!)).toBe('2030-01-11T12:00');
    expect(closingWallTime(dates[2]!)).toBe('');
  });
});

describe('closingInstant', () => {
  it.each([
    ['2030-01-11T12:00', '2030-01-11T18:00:00Z'],
    ['', null],
  ])('%s in Mexico City → %s', (wall, instant) => {
    expect(closingInstant(wall, 'America/Mexico_City')).toBe(instant);
  });
});

describe('adjustDateSchema', () => {
  const schema = adjustDateSchema('America/Mexico_City');
  it.each([
    [
      { capacity: '', closesAt: '' },
      { capacity: null, closes_at: null },
    ],
    [
      { capacity: ' 0 ', closesAt: '2030-01-11T12:00' },
      { capacity: 0, closes_at: '2030-01-11T18:00:00Z' },
    ],
    [
      { capacity: '55', closesAt: '' },
      { capacity: 55, closes_at: null },
    ],
  ])('%j → %j', (typed, saved) => {
    expect(schema.parse(typed)).toEqual(saved);
  });

  it.each(['-1', 'muchos', '1.5'])('refuses %s places in Spanish', (capacity) => {
    expect(schema.safeParse({ capacity, closesAt: '' }).error?.issues[0]?.message).toBe(
      signupSettingsMessages.dateCapacity,
    );
  });
});
