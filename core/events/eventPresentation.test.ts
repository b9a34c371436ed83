import { describe, expect, it } from 'vitest';
import { formatEventDay, formatTimeRange, groupByMonth, isoWithOffset } from './eventDates.ts';
import { eventJsonLd } from './eventJsonLd.ts';
import { googleCalendarUrl, mapSearchUrl } from './eventLinks.ts';
import { zonedWallTime } from './recurrence.ts';

const at = (wall: string, zone = 'America/Mexico_City') => zonedWallTime(wall, zone);

describe('event dates in Spanish, in the event zone', () => {
  it.each([
    [at('2025-03-19T19:00:00'), 'miércoles, 19 de marzo de 2025'],
    [at('2025-10-26T10:00:00', 'Europe/Madrid'), 'domingo, 26 de octubre de 2025'],
  ])('%s → %s', (value, expected) => {
    expect(formatEventDay(value)).toBe(expected);
  });

  it.each([
    [at('2025-03-19T19:00:00'), at('2025-03-19T20:30:00'), '19:00–20:30'],
    [at('2025-06-05T18:00:00'), at('2025-06-06T14:00:00'), '18:00 – 14:00 (6 de junio)'],
  ])('time range %s → %s', (start, end, expected) => {
    expect(formatTimeRange(start, end)).toBe(expected);
  });

  it('gives ISO times with the offset of that day', () => {
    expect(isoWithOffset(at('2025-03-29T19:00:00', 'Europe/Madrid'))).toBe('2025-03-29T19:00:00+01:00');
    expect(isoWithOffset(at('2025-03-30T19:00:00', 'Europe/Madrid'))).toBe('2025-03-30T19:00:00+02:00');
    expect(isoWithOffset(at('2025-03-30T19:00:00'))).toBe('2025-03-30T19:00:00-06:00');
  });

  it('groups by month in order, with a capitalised Spanish heading', () => {
    const starts = ['2025-03-05T19:00:00', '2025-03-19T19:00:00', '2025-04-02T19:00:00'].map((wall) =>
      at(wall),
    );
    expect(
      groupByMonth(starts, (start) => start).map(({ heading, items }) => [heading, items.length]),
    ).toEqual([
      ['Marzo de 2025', 2],
      ['Abril de 2025', 1],
    ]);
  });
});

describe('links of an event page', () => {
  it('adds a recurring event to Google Calendar as a series at its wall-clock time and zone', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Estudio bíblico',
        details: 'Romanos',
        location: 'Palabra Viva, Calle Esperanza 123',
        startsAt: '2025-01-15T19:00:00',
        endsAt: '2025-01-15T20:30:00',
        timeZone: 'America/Mexico_City',
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Estudio bíblico',
      dates: '20250115T190000/20250115T203000',
      ctz: 'America/Mexico_City',
      details: 'Romanos',
      location: 'Palabra Viva, Calle Esperanza 123',
      recur: 'RRULE:FREQ=MONTHLY;BYDAY=3WE',
    });
  });

  it('searches the map for the place', () => {
    expect(mapSearchUrl('Calle Esperanza 123, Ciudad')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle+Esperanza+123%2C+Ciudad',
    );
  });
});

describe('eventJsonLd', () => {
  const base = {
    name: 'Estudio bíblico',
    description: 'Romanos',
    url: 'https://ministerio.example.org/eventos/estudio-biblico/',
    imageUrl: 'https://ministerio.example.org/og-image.png',
    start: at('2025-04-16T19:00:00', 'Europe/Madrid'),
    end: at('2025-04-16T20:30:00', 'Europe/Madrid'),
    locationName: 'Palabra Viva',
    locationAddress: 'Calle Esperanza 123',
    onlineUrl: 'https://www.youtube.com/@palabraviva/live',
    organizerName: 'Palabra Viva',
    organizerUrl: 'https://ministerio.example.org/',
    recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
    firstStart: at('2025-01-15T19:00:00', 'Europe/Madrid'),
  };

  it('dates the next occurrence with the offset in force then, and describes the schedule', () => {
    const json = eventJsonLd(base);
    expect(json).toMatchObject({
      '@type': 'Event',
      startDate: '2025-04-16T19:00:00+02:00',
      endDate: '2025-04-16T20:30:00+02:00',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      eventSchedule: {
        repeatFrequency: 'P1M',
        byDay: ['https://schema.org/Wednesday'],
        byMonthWeek: [3],
        startDate: '2025-01-15',
        startTime: '19:00',
        endTime: '20:30',
        scheduleTimezone: 'Europe/Madrid',
      },
    });
    expect(json.location).toHaveLength(2);
  });

  it('is an offline event at a place, without a schedule, when it happens once', () => {
    const json = eventJsonLd({ ...base, onlineUrl: null, recurrenceRule: null });
    expect(json).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Palabra Viva' },
    });
    expect(json.eventSchedule).toBeUndefined();
  });
});
