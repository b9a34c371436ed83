import { Temporal } from 'temporal-polyfill';
import { ruleParts } from './recurrenceText.ts';

/**
 * The choices of the admin's recurrence picker and the RRULE each one writes, both ways (a saved rule
 * opens in the picker it came from). The options offered for a start date are the ones calendar apps
 * offer: "cada miércoles", "cada tercer miércoles" or "el último miércoles de cada mes" when the date is
 * in the month's last week, "el día 15 de cada mes", "cada año".
 */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export type RecurrenceChoice =
  | { kind: 'once' }
  | { kind: 'weekly'; days: WeekdayCode[]; interval: number }
  | { kind: 'monthlyByWeekday'; week: 1 | 2 | 3 | 4 | -1; day: WeekdayCode; interval: number }
  | { kind: 'monthlyByDay'; day: number; interval: number }
  | { kind: 'yearly'; interval: number };

const withInterval = (interval: number) => (interval > 1 ? `;INTERVAL=${interval}` : '');

/** The RRULE value for a choice (null for a one-off event). */
export function ruleForChoice(choice: RecurrenceChoice): string | null {
  switch (choice.kind) {
    case 'once':
      return null;
    case 'weekly':
      return `FREQ=WEEKLY${withInterval(choice.interval)};BYDAY=${[...choice.days]
        .sort((a, b) => WEEKDAY_CODES.indexOf(a) - WEEKDAY_CODES.indexOf(b))
        .join(',')}`;
    case 'monthlyByWeekday':
      return `FREQ=MONTHLY${withInterval(choice.interval)};BYDAY=${choice.week}${choice.day}`;
    case 'monthlyByDay':
      return `FREQ=MONTHLY${withInterval(choice.interval)};BYMONTHDAY=${choice.day}`;
    case 'yearly':
      return `FREQ=YEARLY${withInterval(choice.interval)}`;
  }
}

const isWeekday = (value: string): value is WeekdayCode =>
  (WEEKDAY_CODES as readonly string[]).includes(value);

/** The picker's choice for a saved rule; undefined when the rule is beyond the picker (kept as is). */
export function choiceForRule(rule: string | null): RecurrenceChoice | undefined {
  if (!rule) return { kind: 'once' };
  const { FREQ, INTERVAL = '1', BYDAY, BYMONTHDAY, ...rest } = ruleParts(rule);
  const interval = Number(INTERVAL);
  if (Object.keys(rest).length > 0 || !Number.isInteger(interval) || interval < 1) return undefined;
  if (FREQ === 'WEEKLY' && BYDAY && !BYMONTHDAY) {
    const days = BYDAY.split(',');
    return days.every(isWeekday) ? { kind: 'weekly', days, interval } : undefined;
  }
  if (FREQ === 'MONTHLY' && BYDAY && !BYMONTHDAY) {
    const match = /^(-1|[1-4])([A-Z]{2})$/.exec(BYDAY);
    if (!match || !isWeekday(match[2]!)) return undefined;
    return {
      kind: 'monthlyByWeekday',
      week: Number(match[1]) as 1 | 2 | 3 | 4 | -1,
      day: match[2],
      interval,
    };
  }
  if (FREQ === 'MONTHLY' && BYMONTHDAY && !BYDAY && /^([1-9]|[12]\d|3[01])$/.test(BYMONTHDAY)) {
    return { kind: 'monthlyByDay', day: Number(BYMONTHDAY), interval };
  }
  if (FREQ === 'YEARLY' && !BYDAY && !BYMONTHDAY) return { kind: 'yearly', interval };
  return undefined;
}

/** What the picker offers for a start date (wall clock), in this order. */
export function choicesForStart(startsAt: string): RecurrenceChoice[] {
  const date = Temporal.PlainDateTime.from(startsAt).toPlainDate();
  const day = WEEKDAY_CODES[date.dayOfWeek - 1]!;
  const week = Math.ceil(date.day / 7);
  const inLastWeek = date.day + 7 > date.daysInMonth;
  return [
    { kind: 'once' },
    { kind: 'weekly', days: [day], interval: 1 },
    ...(week <= 4
      ? [{ kind: 'monthlyByWeekday' as const, week: week as 1 | 2 | 3 | 4, day, interval: 1 }]
      : []),
    ...(inLastWeek ? [{ kind: 'monthlyByWeekday' as const, week: -1 as const, day, interval: 1 }] : []),
    { kind: 'monthlyByDay', day: date.day, interval: 1 },
    { kind: 'yearly', interval: 1 },
  ];
}
