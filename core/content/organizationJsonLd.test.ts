import { describe, expect, it } from 'vitest';
import { siteConfig } from '../siteConfig.ts';
import { organizationJsonLd, schemaDay, time24, timeRange } from './organizationJsonLd.ts';

describe('schedule parts', () => {
  it.each([
    ['Miércoles', 'https://schema.org/Wednesday'],
    ['domingo', 'https://schema.org/Sunday'],
    [' Sábado ', 'https://schema.org/Saturday'],
    ['Sabado', 'https://schema.org/Saturday'],
    ['Feriado', undefined],
  ])('schemaDay(%s) = %s', (day, expected) => {
    expect(schemaDay(day)).toBe(expected);
  });

  it.each([
    ['7:00 PM', '19:00'],
    ['10:00 AM', '10:00'],
    ['12:00 PM', '12:00'],
    ['12:30 AM', '00:30'],
    ['6:30 p.m.', '18:30'],
    ['13:00 PM', undefined],
    ['19:00', undefined],
    ['', undefined],
  ])('time24(%s) = %s', (value, expected) => {
    expect(time24(value)).toBe(expected);
  });

  it.each([
    ['7:00 PM - 8:30 PM', { start: '19:00', end: '20:30' }],
    ['10:00 AM – 12:00 PM', { start: '10:00', end: '12:00' }],
    ['por la tarde', { start: undefined, end: undefined }],
  ])('timeRange(%s)', (value, expected) => {
    expect(timeRange(value)).toEqual(expected);
  });
});

describe('organizationJsonLd', () => {
  const json = organizationJsonLd({
    name: 'Palabra Viva',
    url: 'https://example.org/',
    logoUrl: 'https://example.org/logo.svg',
    description: 'Ministerio',
    email: 'a@example.org',
    telephone: '+1 555',
    address: ['Calle 1', 'Ciudad'],
    sameAs: ['https://www.youtube.com/@x'],
    schedule: siteConfig.serviceSchedule,
    timeZone: 'America/Mexico_City',
  });

  it('is an Organization with one weekly event per meeting of the configuration (docs/spec.md §9)', () => {
    expect(json['@type']).toBe('Organization');
    const events = json.event as { name: string; eventSchedule: Record<string, string> }[];
    expect(events.map((event) => [event.name, event.eventSchedule])).toEqual([
      [
        'Estudio Bíblico',
        expect.objectContaining({
          byDay: 'https://schema.org/Wednesday',
          startTime: '19:00',
          endTime: '20:30',
        }),
      ],
      [
        'Reunión de Oración',
        expect.objectContaining({ byDay: 'https://schema.org/Friday', startTime: '18:30', endTime: '20:00' }),
      ],
      [
        'Servicio Dominical',
        expect.objectContaining({ byDay: 'https://schema.org/Sunday', startTime: '10:00', endTime: '12:00' }),
      ],
      [
        'Jóvenes',
        expect.objectContaining({
          byDay: 'https://schema.org/Saturday',
          startTime: '16:00',
          endTime: '18:00',
        }),
      ],
    ]);
    for (const event of events) {
      expect(event.eventSchedule).toMatchObject({
        repeatFrequency: 'P1W',
        scheduleTimezone: 'America/Mexico_City',
      });
    }
  });
});
