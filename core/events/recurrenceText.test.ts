import { describe, expect, it } from 'vitest';
import { describeRecurrence, listInSpanish, UNDESCRIBED_RULE } from './recurrenceText.ts';

const ZONE = 'America/Mexico_City';

describe('describeRecurrence', () => {
  it.each([
    ['FREQ=MONTHLY;BYDAY=3WE', '2025-01-15T19:00:00', 'cada tercer miércoles'],
    ['FREQ=MONTHLY;BYDAY=1SU', '2025-01-05T10:00:00', 'cada primer domingo'],
    ['FREQ=MONTHLY;BYDAY=-1MO', '2025-01-27T19:00:00', 'el último lunes de cada mes'],
    ['FREQ=MONTHLY;BYDAY=-2FR', '2025-01-24T19:00:00', 'el penúltimo viernes de cada mes'],
    ['FREQ=MONTHLY;INTERVAL=2;BYDAY=3WE', '2025-01-15T19:00:00', 'el tercer miércoles de cada 2 meses'],
    ['FREQ=MONTHLY;BYDAY=1WE,3WE', '2025-01-01T19:00:00', 'cada primer miércoles y tercer miércoles'],
    ['FREQ=MONTHLY;BYMONTHDAY=15', '2025-01-15T19:00:00', 'el día 15 de cada mes'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2025-01-31T19:00:00', 'el último día de cada mes'],
    ['FREQ=MONTHLY', '2025-01-05T19:00:00', 'el día 5 de cada mes'],
    ['FREQ=WEEKLY;BYDAY=SU', '2025-01-05T10:00:00', 'cada domingo'],
    ['FREQ=WEEKLY', '2025-01-03T18:30:00', 'cada viernes'],
    ['FREQ=WEEKLY;BYDAY=WE,MO,FR', '2025-01-06T07:00:00', 'cada lunes, miércoles y viernes'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', '2025-01-04T16:00:00', 'cada 2 semanas, el sábado'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU', '2025-01-06T06:00:00', 'cada día'],
    ['FREQ=YEARLY', '2025-12-24T20:00:00', 'cada año, el 24 de diciembre'],
    ['FREQ=YEARLY;BYMONTH=4;BYDAY=-1SU', '2025-04-27T10:00:00', 'el último domingo de abril de cada año'],
    ['FREQ=DAILY;INTERVAL=3', '2025-01-01T06:00:00', 'cada 3 días'],
    ['FREQ=WEEKLY;BYDAY=WE;COUNT=8', '2025-01-01T19:00:00', 'cada miércoles, 8 veces'],
    // UNTIL is an instant: 01:00 UTC on 1 January is still 31 December in Mexico City.
    [
      'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260101T010000Z',
      '2025-01-01T19:00:00',
      'cada miércoles, hasta el 31 de diciembre de 2025',
    ],
    [
      'FREQ=WEEKLY;BYDAY=WE;UNTIL=20251231',
      '2025-01-01T19:00:00',
      'cada miércoles, hasta el 31 de diciembre de 2025',
    ],
  ])('%s → %s', (rule, startsAt, expected) => {
    expect(describeRecurrence(rule, startsAt, ZONE)).toBe(expected);
  });

  it.each([
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    'FREQ=HOURLY',
    'FREQ=DAILY;BYHOUR=9,18',
    'FREQ=WEEKLY;BYDAY=XX',
    'FREQ=MONTHLY;BYDAY=3WE;BYMONTHDAY=15',
    'FREQ=WEEKLY;INTERVAL=0',
    '',
  ])('says only "se repite" for what it does not cover: %j', (rule) => {
    expect(describeRecurrence(rule, '2025-01-15T19:00:00', ZONE)).toBe(UNDESCRIBED_RULE);
  });
});

describe('listInSpanish', () => {
  it.each([
    [[], ''],
    [['lunes'], 'lunes'],
    [['lunes', 'martes'], 'lunes y martes'],
    [['lunes', 'martes', 'jueves'], 'lunes, martes y jueves'],
  ])('%j → %j', (items, expected) => {
    expect(listInSpanish(items)).toBe(expected);
  });
});
