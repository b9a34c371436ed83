import { describe, expect, it } from 'vitest';
import {
  intervalLabel,
  noRecurrence,
  offeredRepeat,
  type RecurrenceForm,
  recurrenceFormFor,
  repeatOptions,
  ruleOf,
} from './recurrenceForm.ts';

const TZ = 'America/Mexico_City';
// Wednesday 21 January 2026 is the month's third Wednesday; Monday 26 January its last Monday.
const THIRD_WEDNESDAY = '2026-01-21T19:00';
const LAST_MONDAY = '2026-01-26T19:00';
const form = (change: Partial<RecurrenceForm>): RecurrenceForm => ({ ...noRecurrence, ...change });

describe('the picker offers what the start date allows, in Spanish words', () => {
  it('on a third Wednesday', () => {
    expect(repeatOptions(THIRD_WEDNESDAY, TZ, null)).toEqual([
      { value: 'once', label: 'No se repite' },
      { value: 'weekly', label: 'Cada miércoles' },
      { value: 'monthlyByWeekday', label: 'Cada tercer miércoles' },
      { value: 'monthlyByDay', label: 'El día 21 de cada mes' },
      { value: 'yearly', label: 'Cada año, el 21 de enero' },
    ]);
  });

  it('on a month’s last Monday, both the fourth and the last', () => {
    expect(repeatOptions(LAST_MONDAY, TZ, null).map((option) => option.label)).toContain(
      'El último lunes de cada mes',
    );
  });

  it('keeps a saved rule it cannot write as an extra option', () => {
    expect(repeatOptions(THIRD_WEDNESDAY, TZ, 'FREQ=DAILY').at(-1)).toEqual({
      value: 'custom',
      label: 'Regla guardada: cada día',
    });
  });
});

describe('ruleOf', () => {
  it.each<[Partial<RecurrenceForm>, string, string | null]>([
    [{ repeat: 'once' }, THIRD_WEDNESDAY, null],
    [{ repeat: 'weekly', weekdays: [] }, THIRD_WEDNESDAY, 'FREQ=WEEKLY;BYDAY=WE'],
    [
      { repeat: 'weekly', weekdays: ['FR', 'TU'], interval: '2' },
      THIRD_WEDNESDAY,
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR',
    ],
    [{ repeat: 'monthlyByWeekday' }, THIRD_WEDNESDAY, 'FREQ=MONTHLY;BYDAY=3WE'],
    [{ repeat: 'monthlyLast' }, LAST_MONDAY, 'FREQ=MONTHLY;BYDAY=-1MO'],
    [{ repeat: 'monthlyByDay', interval: '3' }, THIRD_WEDNESDAY, 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=21'],
    [{ repeat: 'yearly', interval: 'x' }, THIRD_WEDNESDAY, 'FREQ=YEARLY'],
    [{ repeat: 'custom', customRule: 'FREQ=DAILY' }, THIRD_WEDNESDAY, 'FREQ=DAILY'],
    // The start moved out of the last week: "el último lunes" becomes "cada primer lunes".
    [{ repeat: 'monthlyLast' }, '2026-02-02T19:00', 'FREQ=MONTHLY;BYDAY=1MO'],
  ])('%j starting %s → %s', (change, start, rule) => {
    expect(ruleOf(form(change), start)).toBe(rule);
  });

  it.each([
    'FREQ=WEEKLY;BYDAY=MO,WE',
    'FREQ=MONTHLY;BYDAY=3WE',
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=-1MO',
    'FREQ=YEARLY',
    null,
  ])('reads %s back into the picker and writes it again', (rule) => {
    const start = rule?.includes('-1MO') ? LAST_MONDAY : THIRD_WEDNESDAY;
    expect(ruleOf(recurrenceFormFor(rule), start)).toBe(rule);
  });
});

describe('intervalLabel', () => {
  it.each<[RecurrenceForm['repeat'], string | null]>([
    ['weekly', 'Cada cuántas semanas'],
    ['monthlyLast', 'Cada cuántos meses'],
    ['yearly', 'Cada cuántos años'],
    ['once', null],
    ['custom', null],
  ])('%s → %s', (repeat, label) => {
    expect(intervalLabel(repeat)).toBe(label);
  });
});

describe('offeredRepeat', () => {
  it.each<[RecurrenceForm['repeat'], string, RecurrenceForm['repeat']]>([
    ['monthlyLast', '2026-01-14T19:00', 'monthlyByWeekday'],
    ['monthlyByWeekday', '2026-01-29T19:00', 'monthlyLast'],
    ['monthlyByWeekday', '2026-01-22T19:00', 'monthlyByWeekday'],
    ['custom', '2026-01-29T19:00', 'custom'],
  ])('%s moved to %s → %s', (repeat, start, expected) => {
    expect(offeredRepeat(repeat, start)).toBe(expected);
  });
});
