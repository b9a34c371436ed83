import { describe, expect, it } from 'vitest';
import { nextOccurrences } from './recurrence.ts';
import { choiceForRule, choicesForStart, type RecurrenceChoice, ruleForChoice } from './recurrenceChoice.ts';
import { describeRecurrence } from './recurrenceText.ts';

describe('the recurrence picker', () => {
  it.each<[RecurrenceChoice, string | null]>([
    [{ kind: 'once' }, null],
    [{ kind: 'weekly', days: ['WE', 'MO'], interval: 1 }, 'FREQ=WEEKLY;BYDAY=MO,WE'],
    [{ kind: 'weekly', days: ['SA'], interval: 2 }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA'],
    [{ kind: 'monthlyByWeekday', week: 3, day: 'WE', interval: 1 }, 'FREQ=MONTHLY;BYDAY=3WE'],
    [{ kind: 'monthlyByWeekday', week: -1, day: 'MO', interval: 1 }, 'FREQ=MONTHLY;BYDAY=-1MO'],
    [{ kind: 'monthlyByDay', day: 15, interval: 1 }, 'FREQ=MONTHLY;BYMONTHDAY=15'],
    [{ kind: 'yearly', interval: 1 }, 'FREQ=YEARLY'],
  ])('writes %j as %s and reads it back', (choice, rule) => {
    expect(ruleForChoice(choice)).toBe(rule);
    const back = choiceForRule(rule);
    expect(back && ruleForChoice(back)).toBe(rule);
  });

  it.each([
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    'FREQ=DAILY',
    'FREQ=MONTHLY;BYDAY=5WE',
    'FREQ=WEEKLY;BYDAY=XX',
  ])('leaves %s to be kept as it is', (rule) => {
    expect(choiceForRule(rule)).toBeUndefined();
  });

  it('offers for Wednesday 15 January 2025 the choices a calendar app would, in Spanish words', () => {
    const start = '2025-01-15T19:00:00';
    const words = choicesForStart(start).map((choice) => {
      const rule = ruleForChoice(choice);
      return rule ? describeRecurrence(rule, start, 'America/Mexico_City') : 'una sola vez';
    });
    expect(words).toEqual([
      'una sola vez',
      'cada miércoles',
      'cada tercer miércoles',
      'el día 15 de cada mes',
      'cada año, el 15 de enero',
    ]);
  });

  it('offers "el último lunes de cada mes" for a Monday in the last week, and the next five dates', () => {
    const start = '2025-01-27T19:00:00';
    const last = choicesForStart(start).find(
      (choice) => choice.kind === 'monthlyByWeekday' && choice.week === -1,
    )!;
    const rule = ruleForChoice(last)!;
    expect(describeRecurrence(rule, start, 'America/Mexico_City')).toBe('el último lunes de cada mes');
    const dates = nextOccurrences(
      {
        startsAt: start,
        endsAt: '2025-01-27T20:00:00',
        timeZone: 'America/Mexico_City',
        recurrenceRule: rule,
        exceptions: [],
      },
      new Date('2025-01-01'),
      5,
    ).map(({ start: date }) => date.toPlainDate().toString());
    expect(dates).toEqual(['2025-01-27', '2025-02-24', '2025-03-31', '2025-04-28', '2025-05-26']);
  });
});
