import { describe, expect, it } from 'vitest';
import { timeZoneCity } from './timeZoneCity.ts';

describe('timeZoneCity', () => {
  it.each([
    ['America/Mexico_City', 'Ciudad de México'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['America/New_York', 'Nueva York'],
    ['Europe/Madrid', 'Madrid'],
    // Not listed: the zone's own city, readable.
    ['America/Port_of_Spain', 'Port of Spain'],
  ])('names %s as %s', (zone, city) => {
    expect(timeZoneCity(zone)).toBe(city);
  });

  it('names every zone it lists by a real IANA zone', () => {
    for (const zone of ['America/Mexico_City', 'America/Costa_Rica', 'Atlantic/Canary'])
      expect(() => new Intl.DateTimeFormat('es', { timeZone: zone })).not.toThrow();
  });
});
