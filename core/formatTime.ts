/**
 * The one way the product writes a time of day (issue 34 item 5): 24 hours, two digits, «19:00», «09:05»;
 * never «7:00 p. m.», and never «9:05» beside «09:05». Every screen, page and email that shows a time
 * formats it here; scripts/lib/oneTimeFormat.test.ts fails on a time formatted anywhere else.
 */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// Building a formatter costs far more than using one; a build and a roster format many.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('es-ES', options);
    formatters.set(key, found);
  }
  return found;
}

/** «19:00» in `timeZone` (the reader's own zone when left out: the admin's clocks). */
export function formatClock(moment: Date, timeZone?: string): string {
  return formatter(`clock|${timeZone ?? ''}`, { ...CLOCK, timeZone }).format(moment);
}

/**
 * «miércoles, 3 de diciembre de 2026, 19:00»: a date in one of Intl's styles, then the clock; inside a
 * sentence («preparada el 3 de diciembre de 2026 a las 19:00») with `inSentence`.
 */
export function formatDateAndClock(
  moment: Date,
  {
    dateStyle = 'long',
    timeZone,
    inSentence = false,
  }: { dateStyle?: 'full' | 'long' | 'medium'; timeZone?: string; inSentence?: boolean } = {},
): string {
  const day = formatter(`day|${dateStyle}|${timeZone ?? ''}`, { dateStyle, timeZone }).format(moment);
  return `${day}${inSentence ? ' a las ' : ', '}${formatClock(moment, timeZone)}`;
}
