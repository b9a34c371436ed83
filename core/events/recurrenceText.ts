import { Temporal } from 'temporal-polyfill';

/**
 * A recurrence rule in Spanish words, as a visitor or an editor says it: "cada tercer miércoles", "el
 * último lunes de cada mes", "cada domingo", "cada año, el 24 de diciembre". Covers what the admin's
 * picker writes (weekly, monthly by weekday or by day, yearly, daily); anything else gets a plain
 * "se repite" so a page never shows a half-translated rule. The time is shown next to it, not in it.
 */

const WEEKDAYS: Record<string, string> = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábado',
  SU: 'domingo',
};
const WEEKDAY_ORDER = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ORDINALS: Record<string, string> = {
  '1': 'primer',
  '2': 'segundo',
  '3': 'tercer',
  '4': 'cuarto',
  '5': 'quinto',
  '-1': 'último',
  '-2': 'penúltimo',
};
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const UNDESCRIBED_RULE = 'se repite';
/** Rule parts these words cover; a rule using any other (BYSETPOS, BYHOUR…) is only "se repite". */
const DESCRIBED_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'COUNT',
  'UNTIL',
  'WKST',
]);

/** RRULE value → its parts (`FREQ=MONTHLY;BYDAY=3WE` → {FREQ: 'MONTHLY', BYDAY: '3WE'}). */
export function ruleParts(rule: string): Record<string, string> {
  return Object.fromEntries(
    rule
      .split(';')
      .map((part) => part.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '')
      .map(([key, value]) => [key.toUpperCase(), value.toUpperCase()]),
  );
}

/** "lunes", "lunes y miércoles", "lunes, miércoles y viernes". */
export function listInSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

const every = (interval: number, one: string, many: string) =>
  interval === 1 ? `cada ${one}` : `cada ${interval} ${many}`;

function weekly(days: string[], interval: number): string | undefined {
  if (days.some((day) => !WEEKDAYS[day])) return undefined;
  const sorted = [...days].sort((a, b) => WEEKDAY_ORDER.indexOf(a) - WEEKDAY_ORDER.indexOf(b));
  const names = sorted.map((day) => WEEKDAYS[day]!);
  if (sorted.length === 7) return every(interval, 'día', 'semanas, todos los días');
  return interval === 1
    ? `cada ${listInSpanish(names)}`
    : `cada ${interval} semanas, el ${listInSpanish(names)}`;
}

/** "3WE" → "tercer miércoles"; undefined for what is not an ordinal weekday. */
function ordinalWeekday(value: string): string | undefined {
  const match = /^([+-]?\d)([A-Z]{2})$/.exec(value);
  const ordinal = match && ORDINALS[match[1]!.replace('+', '')];
  const day = match && WEEKDAYS[match[2]!];
  return ordinal && day ? `${ordinal} ${day}` : undefined;
}

function monthly(
  parts: Record<string, string>,
  start: Temporal.PlainDate,
  interval: number,
): string | undefined {
  const months = interval === 1 ? 'cada mes' : `cada ${interval} meses`;
  if (parts.BYDAY) {
    const days = parts.BYDAY.split(',').map(ordinalWeekday);
    if (days.some((day) => !day)) return undefined;
    const last = days.every((day) => day!.startsWith('último') || day!.startsWith('penúltimo'));
    if (interval === 1 && !last) return `cada ${listInSpanish(days as string[])}`;
    return `el ${listInSpanish(days as string[])} de ${months}`;
  }
  const monthDays = (parts.BYMONTHDAY ?? String(start.day)).split(',').map(Number);
  if (monthDays.some((day) => !Number.isInteger(day) || day === 0 || Math.abs(day) > 31)) return undefined;
  const names = monthDays.map((day) => (day === -1 ? 'último día' : `día ${day}`));
  return `el ${listInSpanish(names)} de ${months}`;
}

function yearly(
  parts: Record<string, string>,
  start: Temporal.PlainDate,
  interval: number,
): string | undefined {
  const years = interval === 1 ? 'cada año' : `cada ${interval} años`;
  const month = parts.BYMONTH ? Number(parts.BYMONTH) : start.month;
  const monthName = MONTHS[month - 1];
  if (!monthName) return undefined;
  if (parts.BYDAY) {
    const day = ordinalWeekday(parts.BYDAY);
    return day ? `el ${day} de ${monthName} de ${years}` : undefined;
  }
  const day = parts.BYMONTHDAY ? Number(parts.BYMONTHDAY) : start.day;
  return Number.isInteger(day) && day >= 1 && day <= 31 ? `${years}, el ${day} de ${monthName}` : undefined;
}

/** The end of a rule: ", 10 veces" or ", hasta el 31 de diciembre de 2025" (UNTIL shown in `timeZone`). */
function ending(parts: Record<string, string>, timeZone: string): string {
  if (parts.COUNT) return Number(parts.COUNT) === 1 ? ', una vez' : `, ${Number(parts.COUNT)} veces`;
  const until = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)(Z?))?$/.exec(parts.UNTIL ?? '');
  if (!until) return '';
  const [, year, month, day, hour = '00', minute = '00', second = '00', utc] = until;
  const plain = Temporal.PlainDateTime.from(`${year}-${month}-${day}T${hour}:${minute}:${second}`);
  const date = utc
    ? Temporal.Instant.from(`${plain.toString()}Z`).toZonedDateTimeISO(timeZone).toPlainDate()
    : plain.toPlainDate();
  return `, hasta el ${date.day} de ${MONTHS[date.month - 1]} de ${date.year}`;
}

/**
 * The rule in Spanish words, lower case, without the time: `FREQ=MONTHLY;BYDAY=3WE` → "cada tercer
 * miércoles". `startsAt` (wall clock) fills in what the rule leaves to DTSTART (the weekday of a plain
 * weekly rule, the day of a monthly or yearly one).
 */
export function describeRecurrence(rule: string, startsAt: string, timeZone: string): string {
  const parts = ruleParts(rule);
  const start = Temporal.PlainDateTime.from(startsAt).toPlainDate();
  const interval = parts.INTERVAL ? Number(parts.INTERVAL) : 1;
  const covered =
    Object.keys(parts).every((key) => DESCRIBED_PARTS.has(key)) && !(parts.BYDAY && parts.BYMONTHDAY);
  if (!covered || !Number.isInteger(interval) || interval < 1) return UNDESCRIBED_RULE;
  const startDay = WEEKDAY_ORDER[start.dayOfWeek - 1]!;
  let words: string | undefined;
  if (parts.FREQ === 'DAILY') words = every(interval, 'día', 'días');
  else if (parts.FREQ === 'WEEKLY')
    words = weekly(parts.BYDAY ? parts.BYDAY.split(',') : [startDay], interval);
  else if (parts.FREQ === 'MONTHLY') words = monthly(parts, start, interval);
  else if (parts.FREQ === 'YEARLY') words = yearly(parts, start, interval);
  return words ? `${words}${ending(parts, timeZone)}` : UNDESCRIBED_RULE;
}
