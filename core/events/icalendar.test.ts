import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar } from './icalendar.ts';
import { readIcalendar } from './readIcalendar.ts';
import { formatOffset, vtimezoneLines, yearlyWeekdayRule } from './vtimezone.ts';

describe('iCalendar text', () => {
  it.each([
    ['Oración, ayuno; y fe', 'Oración\\, ayuno\\; y fe'],
    ['a\\b', 'a\\\\b'],
    ['línea 1\nlínea 2\r\nlínea 3', 'línea 1\\nlínea 2\\nlínea 3'],
  ])('escapes %j', (value, expected) => {
    expect(escapeText(value)).toBe(expected);
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('VTIMEZONE from the runtime time-zone data', () => {
  it.each([
    ['-05:00', -5 * 3600e9, '-0500'],
    ['+05:30', 5.5 * 3600e9, '+0530'],
    ['-00:25:21 (Dublin, 1880)', -(25 * 60 + 21) * 1e9, '-002521'],
  ])('writes the offset %s', (_, nanoseconds, expected) => {
    expect(formatOffset(nanoseconds)).toBe(expected);
  });

  it.each([
    ['the last Sunday', ['2025-03-30', '2026-03-29', '2027-03-28'], 'BYDAY=-1SU'],
    ['the second Sunday', ['2025-03-09', '2026-03-08', '2027-03-14'], 'BYDAY=2SU'],
    [
      'the first Sunday on or after the 2nd',
      ['2025-04-06', '2028-04-02', '2029-04-08'],
      'BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
    ],
    ['no weekday rule', ['2025-03-01', '2026-03-20'], undefined],
  ])('reads %s from the days a change fell on', (_, days, expected) => {
    expect(yearlyWeekdayRule(days.map((day) => Temporal.PlainDate.from(day)))).toBe(expected);
  });

  const range = [
    Temporal.Instant.from('2019-01-01T00:00:00Z'),
    Temporal.Instant.from('2034-01-01T00:00:00Z'),
  ] as const;

  it('gives Europe/Madrid its two open-ended yearly rules', () => {
    expect(vtimezoneLines('Europe/Madrid', ...range).join('\n')).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Madrid',
        'BEGIN:DAYLIGHT',
        'DTSTART:20190331T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:20191027T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\n'),
    );
  });

  it('ends Mexico City summer time with the 2022 change', () => {
    const lines = vtimezoneLines('America/Mexico_City', ...range);
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20220403T080000Z');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20221030T070000Z');
  });

  it('gives a zone without changes one STANDARD', () => {
    expect(vtimezoneLines('Asia/Tokyo', ...range)).toContain('TZOFFSETTO:+0900');
  });
});

describe('a calendar read back by ical.js', () => {
  const text = icalendar(
    [
      {
        id: 'e1',
        title: 'Estudio bíblico',
        description: 'Romanos, capítulo a capítulo.',
        url: 'https://ministerio.example.org/eventos/estudio-biblico/',
        location: 'Palabra Viva, Calle Esperanza 123',
        updatedAt: '2025-01-02T10:00:00Z',
        startsAt: '2025-01-15T19:00:00',
        endsAt: '2025-01-15T20:30:00',
        timeZone: 'America/Mexico_City',
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=3WE',
        exceptions: ['2025-02-19T19:00:00'],
      },
    ],
    {
      name: 'Palabra Viva',
      description: 'Eventos',
      uidDomain: 'ministerio.example.org',
      now: new Date('2025-01-01T00:00:00Z'),
      timeZone: 'America/Mexico_City',
    },
  );

  it('uses CRLF line endings and no line over 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('parses with its fields, the exception left out and the offsets right', () => {
    const [event] = readIcalendar(text).events;
    expect(event).toMatchObject({
      uid: 'e1@ministerio.example.org',
      summary: 'Estudio bíblico',
      location: 'Palabra Viva, Calle Esperanza 123',
      url: 'https://ministerio.example.org/eventos/estudio-biblico/',
      lengthMs: 90 * 60_000,
    });
    expect(event!.starts(3).map((start) => new Date(start).toISOString())).toEqual([
      '2025-01-16T01:00:00.000Z',
      '2025-03-20T01:00:00.000Z',
      '2025-04-17T01:00:00.000Z',
    ]);
  });
});
