import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '../site/schedule.ts';
import { findVisitDate, nextVisitDates } from './visitDates.ts';

const zone = 'America/Mexico_City';
const schedule: WeeklySchedule = {
  services: [
    {
      id: 'servicio-dominical',
      name: 'Servicio Dominical',
      weekday: 0,
      start: '10:00',
      end: '12:00',
      place: '',
    },
    {
      id: 'estudio-biblico',
      name: 'Estudio Bíblico',
      weekday: 3,
      start: '19:00',
      end: '20:30',
      place: 'Salón 2',
    },
  ],
  exceptions: [
    // The first Sunday is cancelled; the next Wednesday's study moves to 18:00 in the chapel.
    {
      id: 'navidad',
      date: '2026-12-06',
      serviceId: '',
      kind: 'cancelled',
      start: '',
      end: '',
      place: '',
      note: '',
    },
    {
      id: 'capilla',
      date: '2026-12-09',
      serviceId: 'estudio-biblico',
      kind: 'changed',
      start: '18:00',
      end: '19:30',
      place: 'Capilla',
      note: '',
    },
  ],
};
// Wednesday 2 December 2026, 10:00 in Mexico City.
const now = new Date('2026-12-02T16:00:00Z');

describe('nextVisitDates', () => {
  it('lists the next meetings with the exceptions applied, earliest first, in the ministry zone', () => {
    const dates = nextVisitDates(schedule, zone, now);
    expect(dates.slice(0, 4).map((date) => [date.key, date.label, date.place])).toEqual([
      ['estudio-biblico@2026-12-02T19:00', 'Miércoles, 2 de diciembre · 19:00', 'Salón 2'],
      ['estudio-biblico@2026-12-09T18:00', 'Miércoles, 9 de diciembre · 18:00', 'Capilla'],
      ['servicio-dominical@2026-12-13T10:00', 'Domingo, 13 de diciembre · 10:00', ''],
      ['estudio-biblico@2026-12-16T19:00', 'Miércoles, 16 de diciembre · 19:00', 'Salón 2'],
    ]);
    expect(dates[0]).toMatchObject({ startsAt: '2026-12-03T01:00:00Z', endsAt: '2026-12-03T02:30:00Z' });
    expect(dates.every((date) => date.startsAt > now.toISOString())).toBe(true);
  });

  it('leaves out a meeting that has started and anything past the weeks ahead', () => {
    const during = new Date('2026-12-03T01:30:00Z');
    expect(nextVisitDates(schedule, zone, during)[0]?.key).toBe('estudio-biblico@2026-12-09T18:00');
    const last = nextVisitDates(schedule, zone, now).at(-1);
    expect(last && last.startsAt < '2026-12-23T16:00:00Z').toBe(true);
  });

  it('finds a sent choice only while it is still ahead and real', () => {
    expect(findVisitDate(schedule, zone, now, 'servicio-dominical@2026-12-13T10:00')?.serviceName).toBe(
      'Servicio Dominical',
    );
    expect(findVisitDate(schedule, zone, now, 'servicio-dominical@2026-12-06T10:00')).toBeUndefined();
    expect(findVisitDate(schedule, zone, now, 'estudio-biblico@2026-12-09T19:00')).toBeUndefined();
    expect(
      findVisitDate(schedule, zone, new Date('2026-12-14T00:00:00Z'), 'servicio-dominical@2026-12-13T10:00'),
    ).toBeUndefined();
  });
});
