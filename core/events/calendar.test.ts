import { describe, expect, it } from 'vitest';
import { nextOfEachEvent, upcomingEntries } from './calendar.ts';
import type { EventTiming } from './recurrence.ts';

const events: (EventTiming & { title: string })[] = [
  {
    title: 'Servicio Dominical',
    startsAt: '2025-01-05T10:00:00',
    endsAt: '2025-01-05T12:00:00',
    timeZone: 'America/Mexico_City',
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
    exceptions: [],
  },
  {
    title: 'Estudio bíblico',
    startsAt: '2025-01-15T19:00:00',
    endsAt: '2025-01-15T20:30:00',
    timeZone: 'America/Mexico_City',
    recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
    exceptions: [],
  },
  {
    title: 'Conferencia',
    startsAt: '2025-06-06T18:00:00',
    endsAt: '2025-06-07T14:00:00',
    timeZone: 'America/Mexico_City',
    recurrenceRule: null,
    exceptions: [],
  },
];
const from = new Date('2025-05-01T12:00:00Z');
const titles = (list: { event: { title: string } }[]) => list.map(({ event }) => event.title);

describe('upcomingEntries', () => {
  it('expands recurring events within the window, earliest first', () => {
    const entries = upcomingEntries(events, (event) => event, from, 90);
    expect(entries.filter(({ event }) => event.title === 'Servicio Dominical')).toHaveLength(13);
    expect(titles(entries.filter(({ event }) => event.title !== 'Servicio Dominical'))).toEqual([
      'Estudio bíblico',
      'Conferencia',
      'Estudio bíblico',
      'Estudio bíblico',
    ]);
    const starts = entries.map(({ start }) => start.epochMilliseconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('drops occurrences that ended, keeps the one going on', () => {
    const during = new Date('2025-06-07T18:00:00Z'); // Saturday 12:00 in Mexico City, conference day two
    expect(titles(upcomingEntries(events, (event) => event, during, 1))).toEqual([
      'Conferencia',
      'Servicio Dominical',
    ]);
  });
});

describe('nextOfEachEvent', () => {
  it('takes the next occurrence of each event, so weekly services do not fill the list', () => {
    const entries = upcomingEntries(events, (event) => event, from, 90);
    expect(titles(nextOfEachEvent(entries, 3))).toEqual([
      'Servicio Dominical',
      'Estudio bíblico',
      'Conferencia',
    ]);
    expect(nextOfEachEvent(entries, 2)).toHaveLength(2);
  });
});
