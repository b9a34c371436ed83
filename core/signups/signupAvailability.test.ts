import { describe, expect, it } from 'vitest';
import { dateState, dateStateText, type ListAvailability } from './signupAvailability.ts';

const start = new Date('2030-01-05T22:00:00Z');
const list = (changes: Partial<ListAvailability> = {}): ListAvailability => ({
  list_id: '71000000-0000-4000-a000-000000000002',
  capacity: 12,
  waitlist_limit: 10,
  closes_minutes_before: 120,
  dates: [],
  ...changes,
});
const taken = (confirmed: number, waitlisted: number, capacity = 12) => ({
  starts_at: start.toISOString(),
  capacity,
  closes_at: new Date(start.getTime() - 120 * 60_000).toISOString(),
  confirmed,
  waitlisted,
});
const before = new Date('2030-01-04T12:00:00Z');

describe('dateState', () => {
  it.each([
    ['nobody signed up yet', list(), before, 'Quedan 12 lugares'],
    ['some places taken', list({ dates: [taken(2, 0)] }), before, 'Quedan 10 lugares'],
    ['one place left', list({ dates: [taken(11, 0)] }), before, 'Queda 1 lugar'],
    ['full with room to wait', list({ dates: [taken(12, 3)] }), before, 'Lista de espera'],
    ['full and the waiting list too', list({ dates: [taken(12, 10)] }), before, 'Cerrado'],
    ['full without a waiting list', list({ waitlist_limit: 0, dates: [taken(12, 0)] }), before, 'Cerrado'],
    [
      'full with an unlimited list',
      list({ waitlist_limit: null, dates: [taken(12, 80)] }),
      before,
      'Lista de espera',
    ],
    ['a date with its own places', list({ dates: [taken(2, 0, 3)] }), before, 'Queda 1 lugar'],
    ['past its deadline, never signed up', list(), new Date('2030-01-05T20:30:00Z'), 'Cerrado'],
    [
      'past its deadline with places',
      list({ dates: [taken(1, 0)] }),
      new Date('2030-01-05T21:00:00Z'),
      'Cerrado',
    ],
    ['just before its deadline', list(), new Date('2030-01-05T19:59:00Z'), 'Quedan 12 lugares'],
  ])('%s → %s', (_case, given, now, text) => {
    expect(dateStateText(dateState(given, start, now))).toBe(text);
  });

  it('matches a date by its instant, whatever the offset it is written with', () => {
    const written = { ...taken(12, 0), starts_at: '2030-01-05T16:00:00-06:00' };
    expect(dateState(list({ dates: [written] }), start, before)).toEqual({ kind: 'waitlist' });
  });
});
