import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate } from './formatDate.ts';

describe('formatLongDate', () => {
  it.each([
    ['a date-only value as written', '2023-05-10', 'UTC', '10 de mayo de 2023'],
    [
      'a date-only value even in a zone west of UTC',
      '2023-01-01',
      'America/Mexico_City',
      '1 de enero de 2023',
    ],
    ['a timestamp in UTC', '2024-12-31T23:30:00Z', 'UTC', '31 de diciembre de 2024'],
    [
      'a timestamp in the ministry zone',
      '2025-01-01T03:00:00Z',
      'America/Mexico_City',
      '31 de diciembre de 2024',
    ],
    ['a Postgres timestamptz string', '2023-09-15 10:00:00+00', 'UTC', '15 de septiembre de 2023'],
    ['a Date object', new Date('2023-03-05T12:00:00Z'), 'UTC', '5 de marzo de 2023'],
    ['an unparsable value', 'ayer', 'UTC', 'Fecha inválida'],
    ['an impossible date', '2023-13-45', 'UTC', 'Fecha inválida'],
    ['null', null, 'UTC', 'Fecha no disponible'],
    ['undefined', undefined, 'UTC', 'Fecha no disponible'],
    ['an empty string', '', 'UTC', 'Fecha no disponible'],
  ])('formats %s', (_name, value, zone, expected) => {
    expect(formatLongDate(value, zone)).toBe(expected);
  });
});

describe('isoDate', () => {
  it.each([
    ['2023-05-10', '2023-05-10T00:00:00.000Z'],
    ['nope', undefined],
    [null, undefined],
  ])('%o → %o', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });
});
