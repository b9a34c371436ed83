import { formatLongDate } from '#core/formatDate.ts';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** es-ES long date in the staff member's own time zone. */
export function longDate(value: string | null | undefined): string {
  return formatLongDate(value, browserZone);
}
