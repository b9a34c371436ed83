export const MISSING_DATE = 'Fecha no disponible';
export const INVALID_DATE = 'Fecha inválida';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Building a formatter costs far more than using one, and a build formats thousands of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * Spanish long date ("10 de mayo de 2023") for cards and lists. Date-only values are shown as written
 * (read in UTC, so no time zone can move them to the day before); timestamps are shown in `timeZone`,
 * the ministry's zone, because static pages are built on a server whose zone means nothing to visitors.
 */
export function formatLongDate(value: string | Date | null | undefined, timeZone = 'UTC'): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value.trim());
  const date = value instanceof Date ? value : new Date(dateOnly ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return formatterFor(dateOnly ? 'UTC' : timeZone).format(date);
}

/** Machine-readable value for <time datetime>, or undefined when the date cannot be read. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
