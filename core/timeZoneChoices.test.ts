import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './timeZoneChoices.ts';

const ZONES = ['America/Bogota', 'America/Mexico_City', 'Europe/Madrid', 'America/New_York', 'UTC'];

describe('timeZoneChoices', () => {
  it('puts the ministry’s zone first and names every zone by its city in Spanish', () => {
    expect(timeZoneChoices(ZONES, ['America/Mexico_City'])).toEqual([
      { value: 'America/Mexico_City', label: 'Ciudad de México (America/Mexico_City)' },
      { value: 'America/Bogota', label: 'Bogotá (America/Bogota)' },
      { value: 'Europe/Madrid', label: 'Madrid (Europe/Madrid)' },
      { value: 'America/New_York', label: 'Nueva York (America/New_York)' },
      { value: 'UTC', label: 'UTC' },
    ]);
  });

  it.each([
    [
      ['Europe/Madrid', 'America/Bogota'],
      ['Europe/Madrid', 'America/Bogota'],
    ],
    [['Europe/Madrid', 'Europe/Madrid'], ['Europe/Madrid']],
    // A saved zone the browser does not list stays choosable, first.
    [['America/Ciudad_Juarez'], ['America/Ciudad_Juarez']],
  ])('leads with %j', (first, leading) => {
    const values = timeZoneChoices(ZONES, first).map((choice) => choice.value);
    expect(values.slice(0, leading.length)).toEqual(leading);
    expect(new Set(values).size).toBe(values.length);
  });

  it('offers every zone once', () => {
    expect(timeZoneChoices(ZONES, ['Europe/Madrid'])).toHaveLength(ZONES.length);
  });
});
