import { describe, expect, it } from 'vitest';
import { eventSchema } from '#core/schemas/event.ts';
import {
  type EventForm,
  emptyEventForm,
  eventInput,
  formFromEvent,
  occurrenceOn,
  previewOf,
  withStart,
} from './eventForm.ts';

const TZ = 'America/Mexico_City';
const now = new Date('2026-01-14T18:00:00Z');
const base: EventForm = {
  ...emptyEventForm(now, TZ),
  title: 'Estudio bíblico',
  slug: 'estudio-biblico',
  locationName: 'Templo central',
};

describe('a new event', () => {
  it('starts next week on the same weekday at 19:00 for an hour and a half, in the given zone', () => {
    expect(emptyEventForm(now, TZ)).toMatchObject({
      startsAt: '2026-01-21T19:00',
      endsAt: '2026-01-21T20:30',
      timeZone: TZ,
      repeat: 'once',
    });
  });
});

describe('withStart', () => {
  it.each([
    ['2026-02-04T18:30', '2026-02-04T20:00', 'monthlyByWeekday'],
    // The fifth Thursday: only "el último jueves" is offered now.
    ['2026-01-29T19:00', '2026-01-29T20:30', 'monthlyLast'],
    // Half typed: nothing else moves yet.
    ['2026-01', '2026-01-21T20:30', 'monthlyByWeekday'],
  ])('moving the start to %s ends at %s and repeats %s', (start, end, repeat) => {
    expect(withStart({ ...base, repeat: 'monthlyByWeekday' }, start)).toMatchObject({
      startsAt: start,
      endsAt: end,
      repeat,
    });
  });
});

describe('previewOf', () => {
  it('says the rule in words and lists the next five dates, cancelled ones left out', () => {
    const preview = previewOf({ ...base, repeat: 'monthlyByWeekday', exceptions: ['2026-02-18T19:00'] }, now);
    expect(preview?.words).toBe('Cada tercer miércoles');
    expect(preview?.dates.map((date) => date.start)).toEqual([
      '2026-01-21T19:00',
      '2026-03-18T19:00',
      '2026-04-15T19:00',
      '2026-05-20T19:00',
      '2026-06-17T19:00',
    ]);
    expect(preview?.dates[0]).toMatchObject({ day: 'Miércoles, 21 de enero de 2026', time: '19:00–20:30' });
  });

  it('shows a one-off event once', () => {
    expect(previewOf(base, now)).toMatchObject({
      words: 'Una sola vez',
      dates: [{ start: '2026-01-21T19:00' }],
    });
  });

  it.each([
    ['2026-01-21T19:00', '2026-01-21T19:00'],
    ['2026-01-21T19:00', ''],
  ])('has nothing to show from %s to %j', (startsAt, endsAt) => {
    expect(previewOf({ ...base, startsAt, endsAt }, now)).toBeNull();
  });
});

describe('occurrenceOn', () => {
  it.each([
    ['2026-10-21', '2026-10-21T19:00'],
    ['2026-10-14', null],
    ['2026-10', null],
  ])('a third-Wednesday study on %s → %s', (date, start) => {
    expect(occurrenceOn({ ...base, repeat: 'monthlyByWeekday' }, date)).toBe(start);
  });
});

describe('eventInput', () => {
  it('moves the start (and the end) to the first date the rule produces', () => {
    const { input } = eventInput({ ...base, repeat: 'weekly', weekdays: ['FR'] }, null, now);
    expect(input).toMatchObject({
      starts_at: '2026-01-23T19:00',
      ends_at: '2026-01-23T20:30',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=FR',
    });
  });

  it('drops exceptions of an event that no longer repeats', () => {
    expect(
      eventInput({ ...base, exceptions: ['2026-02-18T19:00'] }, null, now).input.recurrence_exceptions,
    ).toEqual([]);
  });

  it.each([
    [true, null, now.toISOString()],
    [true, '2025-12-01T00:00:00.000Z', '2025-12-01T00:00:00.000Z'],
    [false, '2025-12-01T00:00:00.000Z', null],
  ])('published %s, first published %j → %j', (isPublished, previous, expected) => {
    expect(eventInput({ ...base, isPublished }, previous, now).published_at).toBe(expected);
  });

  it('gives the schema a valid event, and the schema wants a place or a link and an end after the start', () => {
    const { input } = eventInput(base, null, now);
    expect(eventSchema.parse(input).recurrence_rule).toBeNull();
    const issues = (change: object) =>
      eventSchema.safeParse({ ...input, ...change }).error?.issues.map((issue) => issue.message);
    expect(issues({ location_name: ' ', online_url: '' })).toEqual([
      'Indica un lugar o un enlace para seguirlo en línea.',
    ]);
    expect(issues({ ends_at: input.starts_at })).toEqual(['El fin debe ser posterior al inicio.']);
    expect(issues({ time_zone: 'Marte/Olimpo' })).toEqual(['Elige una zona horaria válida.']);
  });
});

describe('formFromEvent', () => {
  it('opens a saved row in the picker it came from and saves it back unchanged', () => {
    const row = {
      id: 'e1',
      title: 'Estudio bíblico',
      slug: 'estudio-biblico',
      description: '',
      image_url: null,
      location_name: 'Templo central',
      location_address: null,
      online_url: null,
      starts_at: '2026-01-21T19:00:00',
      ends_at: '2026-01-21T20:30:00',
      time_zone: TZ,
      recurrence_rule: 'FREQ=MONTHLY;BYDAY=3WE',
      recurrence_exceptions: ['2026-02-18T19:00:00'],
      is_published: true,
      published_at: '2026-01-01T00:00:00Z',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const form = formFromEvent(row);
    expect(form).toMatchObject({ repeat: 'monthlyByWeekday', startsAt: '2026-01-21T19:00' });
    expect(eventInput(form, row.published_at, now).input).toMatchObject({
      starts_at: '2026-01-21T19:00',
      recurrence_rule: row.recurrence_rule,
      recurrence_exceptions: ['2026-02-18T19:00'],
    });
  });
});
