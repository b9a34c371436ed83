import { describe, expect, it } from 'vitest';
import { upcomingEntries } from '../events/calendar.ts';
import { formatEventTime } from '../events/eventDates.ts';
import { siteDefaults } from '../siteConfig.ts';
import type { ScheduleException, WeeklySchedule } from './schedule.ts';
import {
  currentExceptions,
  dayLabel,
  noticeText,
  scheduleNotices,
  serviceTimings,
  todayIn,
  weeklyLines,
} from './serviceSchedule.ts';

const ZONE = 'America/Mexico_City';
const services = siteDefaults.schedule.services;
const exception = (fields: Partial<ScheduleException>): ScheduleException => ({
  id: 'cambio',
  date: '2026-12-27',
  serviceId: 'servicio-dominical',
  kind: 'cancelled',
  start: '',
  end: '',
  place: '',
  note: '',
  ...fields,
});
const schedule = (...exceptions: ScheduleException[]): WeeklySchedule => ({ services, exceptions });
/** Monday 21 December 2026, 12:00 in Mexico City. */
const MONDAY = new Date('2026-12-21T18:00:00Z');

describe('the weekly schedule', () => {
  it.each([
    ['estudio-biblico', '2024-01-03T19:00:00', '2024-01-03T20:30:00', 'WE'],
    ['servicio-dominical', '2024-01-07T10:00:00', '2024-01-07T12:00:00', 'SU'],
    ['jovenes', '2024-01-06T16:00:00', '2024-01-06T18:00:00', 'SA'],
  ])('%s meets weekly from its first weekday', (id, startsAt, endsAt, day) => {
    const found = serviceTimings(schedule(), ZONE, MONDAY).find((entry) => entry.service.id === id);
    expect(found?.timing).toEqual({
      startsAt,
      endsAt,
      timeZone: ZONE,
      recurrenceRule: `FREQ=WEEKLY;BYDAY=${day}`,
      exceptions: [],
    });
  });

  it('lists the meetings as the pages show them, times on the 24-hour clock', () => {
    expect(weeklyLines(siteDefaults.schedule).map((line) => `${line.day} ${line.time} ${line.name}`)).toEqual(
      [
        'Miércoles 19:00–20:30 Estudio Bíblico',
        'Viernes 18:30–20:00 Reunión de Oración',
        'Domingo 10:00–12:00 Servicio Dominical',
        'Sábado 16:00–18:00 Jóvenes',
      ],
    );
  });
});

describe('exceptions', () => {
  const sundays = (plan: WeeklySchedule) =>
    upcomingEntries(
      serviceTimings(plan, ZONE, MONDAY).filter((entry) => entry.service.id === 'servicio-dominical'),
      (entry) => entry.timing,
      MONDAY,
      14,
    ).map((entry) => `${entry.start.toPlainDate().toString()} ${formatEventTime(entry.start)}`);

  it('a cancelled Sunday drops out of the next meetings', () => {
    expect(sundays(schedule())).toEqual(['2026-12-27 10:00', '2027-01-03 10:00']);
    expect(sundays(schedule(exception({})))).toEqual(['2027-01-03 10:00']);
  });

  it('a changed Sunday meets at its new time instead', () => {
    const changed = exception({ kind: 'changed', start: '09:00', end: '11:00' });
    expect(sundays(schedule(changed))).toEqual(['2026-12-27 09:00', '2027-01-03 10:00']);
  });

  it('an exception without a service changes every service of its day', () => {
    const christmas = exception({ id: 'navidad', date: '2026-12-25', serviceId: '' });
    const timings = serviceTimings(schedule(christmas), ZONE, MONDAY);
    const withDate = timings.filter((entry) => entry.timing.exceptions.length > 0);
    expect(withDate.map((entry) => [entry.service.id, entry.timing.exceptions])).toEqual([
      ['reunion-de-oracion', ['2026-12-25T18:30:00']],
    ]);
  });

  it.each([
    ['the same day, until midnight in the ministry’s zone', '2026-12-28T05:59:00Z', ['hoy']],
    ['the day after', '2026-12-28T06:00:00Z', []],
  ])('a past exception is dropped: %s', (_, now, expected) => {
    const today = exception({ id: 'hoy', date: '2026-12-27' });
    expect(currentExceptions(schedule(today), ZONE, new Date(now)).map((entry) => entry.id)).toEqual(
      expected,
    );
  });

  it('counts days in the ministry’s zone, not the server’s', () => {
    expect(todayIn(ZONE, new Date('2026-12-28T03:00:00Z'))).toBe('2026-12-27');
    expect(todayIn('Europe/Madrid', new Date('2026-12-27T23:30:00Z'))).toBe('2026-12-28');
  });
});

describe('notices', () => {
  it.each([
    [
      exception({ serviceId: '', date: '2026-12-25', note: 'Navidad en familia' }),
      'No hay reunión. Navidad en familia.',
    ],
    [exception({}), 'Servicio Dominical: no hay reunión.'],
    [
      exception({ kind: 'changed', start: '09:00', end: '11:00', note: '¡Te esperamos!' }),
      'Servicio Dominical: de 09:00 a 11:00. ¡Te esperamos!',
    ],
    [
      exception({ kind: 'changed', start: '09:00', end: '11:00', place: 'Parque Central' }),
      'Servicio Dominical: de 09:00 a 11:00 en Parque Central.',
    ],
  ])('%j reads «%s»', (entry, text) => {
    expect(noticeText(entry, services)).toBe(text);
  });

  it('names the day in Spanish, whatever the server’s zone', () => {
    expect(dayLabel('2026-12-25')).toBe('Viernes, 25 de diciembre');
  });

  it('lists the coming ones in date order', () => {
    const later = exception({ id: 'despues', date: '2027-01-03' });
    const sooner = exception({ id: 'antes', date: '2026-12-27' });
    const past = exception({ id: 'pasada', date: '2026-12-20' });
    expect(scheduleNotices(schedule(later, past, sooner), ZONE, MONDAY).map((notice) => notice.id)).toEqual([
      'antes',
      'despues',
    ]);
  });
});
