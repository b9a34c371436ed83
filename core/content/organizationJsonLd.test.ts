import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { organizationJsonLd, schemaDay } from './organizationJsonLd.ts';

it.each([
  [3, 'https://schema.org/Wednesday'],
  [0, 'https://schema.org/Sunday'],
  [6, 'https://schema.org/Saturday'],
])('schemaDay(%i) = %s', (weekday, expected) => {
  expect(schemaDay(weekday)).toBe(expected);
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
    schedule: siteDefaults.schedule.services.map((service) => ({
      ...service,
      exceptDates: service.id === 'servicio-dominical' ? ['2026-12-27'] : [],
    })),
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

  it('names the days a meeting does not meet at its usual time, and only those', () => {
    const events = json.event as {
      name: string;
      description: string;
      eventSchedule: Record<string, unknown>;
    }[];
    const sunday = events.find((event) => event.name === 'Servicio Dominical')!;
    expect(sunday.eventSchedule.exceptDate).toEqual(['2026-12-27']);
    expect(sunday.description).toBe('Servicio Dominical: cada domingo, de 10:00 a 12:00.');
    expect(events.filter((event) => 'exceptDate' in event.eventSchedule)).toHaveLength(1);
  });
});
