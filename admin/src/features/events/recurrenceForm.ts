import { Temporal } from 'temporal-polyfill';
import {
  choiceForRule,
  choicesForStart,
  type RecurrenceChoice,
  ruleForChoice,
  WEEKDAY_CODES,
  type WeekdayCode,
} from '#core/events/recurrenceChoice.ts';
import { describeRecurrence } from '#core/events/recurrenceText.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.resources.events.fields;

/**
 * The recurrence picker's state as the form keeps it, and the rule it stands for. The picker offers
 * what core/events/recurrenceChoice offers for the start date ("cada tercer miércoles", "el último
 * lunes de cada mes"…), so the options follow the start as the editor changes it; a saved rule the
 * picker cannot write is kept as it is ('custom').
 */
export type RepeatKey =
  | 'once'
  | 'weekly'
  | 'monthlyByWeekday'
  | 'monthlyLast'
  | 'monthlyByDay'
  | 'yearly'
  | 'custom';

export interface RecurrenceForm {
  repeat: RepeatKey;
  /** "Cada n semanas/meses/años", as typed. */
  interval: string;
  /** Days of a weekly rule; empty means the start's weekday. */
  weekdays: WeekdayCode[];
  /** The saved rule when the picker cannot write it. */
  customRule: string | null;
}

export const noRecurrence: RecurrenceForm = { repeat: 'once', interval: '1', weekdays: [], customRule: null };

const keyOf = (choice: RecurrenceChoice): RepeatKey =>
  choice.kind === 'monthlyByWeekday' && choice.week === -1 ? 'monthlyLast' : choice.kind;

export const weekdayOf = (startsAt: string): WeekdayCode =>
  WEEKDAY_CODES[Temporal.PlainDateTime.from(startsAt).dayOfWeek - 1]!;

/** The picker's state for a saved rule. */
export function recurrenceFormFor(rule: string | null): RecurrenceForm {
  const choice = choiceForRule(rule);
  if (!choice) return { ...noRecurrence, repeat: 'custom', customRule: rule };
  return {
    repeat: keyOf(choice),
    interval: 'interval' in choice ? String(choice.interval) : '1',
    weekdays: choice.kind === 'weekly' ? choice.days : [],
    customRule: null,
  };
}

/** What the picker offers for a start, keyed; the labels are the rules in Spanish words. */
export function repeatOptions(startsAt: string, timeZone: string, customRule: string | null) {
  const options = choicesForStart(startsAt).map((choice) => {
    const rule = ruleForChoice(choice);
    return { value: keyOf(choice), label: rule ? repeatWords(rule, startsAt, timeZone) : copy.doesNotRepeat };
  });
  if (customRule) {
    options.push({
      value: 'custom',
      label: copy.savedRule(describeRecurrence(customRule, startsAt, timeZone)),
    });
  }
  return options;
}

/** Spanish dates and rules come lower case ("miércoles, 21 de enero"); a line of the admin starts upper. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Cada tercer miércoles", or "Una sola vez" without a rule: how an event repeats, as a sentence. */
export function repeatWords(rule: string | null, startsAt: string, timeZone: string): string {
  return sentence(rule ? describeRecurrence(rule, startsAt, timeZone) : copy.once);
}

/**
 * The key still offered once the start moves: "el último lunes" becomes "cada cuarto lunes" and back
 * when the date leaves or enters the month's last week.
 */
export function offeredRepeat(repeat: RepeatKey, startsAt: string): RepeatKey {
  const offered = new Set(choicesForStart(startsAt).map(keyOf));
  if (repeat === 'custom' || offered.has(repeat)) return repeat;
  const other = repeat === 'monthlyLast' ? 'monthlyByWeekday' : 'monthlyLast';
  return offered.has(other) ? other : 'once';
}

const intervalOf = (text: string) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/** The RRULE value the picker stands for (null: happens once). */
export function ruleOf(form: RecurrenceForm, startsAt: string): string | null {
  if (form.repeat === 'custom') return form.customRule;
  const key = offeredRepeat(form.repeat, startsAt);
  const choice = choicesForStart(startsAt).find((option) => keyOf(option) === key);
  if (!choice) return null;
  const interval = intervalOf(form.interval);
  if (choice.kind === 'weekly') {
    const days = form.weekdays.length > 0 ? form.weekdays : choice.days;
    return ruleForChoice({ ...choice, days, interval });
  }
  return ruleForChoice(choice.kind === 'once' ? choice : { ...choice, interval });
}

/** The interval's label ("Cada cuántos meses"), or null when the event does not repeat by the picker. */
export function intervalLabel(repeat: RepeatKey): string | null {
  if (repeat === 'weekly') return copy.everyWeeks;
  if (repeat === 'yearly') return copy.everyYears;
  if (repeat === 'monthlyByWeekday' || repeat === 'monthlyLast' || repeat === 'monthlyByDay')
    return copy.everyMonths;
  return null;
}
