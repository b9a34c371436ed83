import { describe, expect, it } from 'vitest';
import { formatClock, formatDateAndClock } from './formatTime.ts';

describe('one time format, 24 hours', () => {
  it.each([
    ['2026-12-03T19:00:00Z', 'UTC', '19:00'],
    ['2026-12-03T09:05:00Z', 'UTC', '09:05'],
    ['2026-12-04T00:30:00Z', 'UTC', '00:30'],
    // Mexico City is UTC−6 in December: the ministry's evening service.
    ['2026-12-04T01:00:00Z', 'America/Mexico_City', '19:00'],
    ['2026-07-01T17:00:00Z', 'Europe/Madrid', '19:00'],
  ])('%s in %s reads «%s»', (iso, zone, text) => {
    expect(formatClock(new Date(iso), zone)).toBe(text);
  });

  it('never writes a.m. or p.m.', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const text = formatClock(new Date(Date.UTC(2026, 11, 3, hour)), 'UTC');
      expect(text).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('puts the clock after the date, in every date style', () => {
    const moment = new Date('2026-12-03T19:00:00Z');
    expect(formatDateAndClock(moment, { timeZone: 'UTC' })).toBe('3 de diciembre de 2026, 19:00');
    expect(formatDateAndClock(moment, { dateStyle: 'full', timeZone: 'UTC' })).toBe(
      'jueves, 3 de diciembre de 2026, 19:00',
    );
    expect(formatDateAndClock(moment, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('3 dic 2026, 19:00');
    expect(formatDateAndClock(moment, { timeZone: 'UTC', inSentence: true })).toBe(
      '3 de diciembre de 2026 a las 19:00',
    );
  });
});
