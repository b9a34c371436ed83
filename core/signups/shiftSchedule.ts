import type { EventTiming } from '../events/recurrence.ts';
import { occurrencesBetween } from '../events/recurrence.ts';

/**
 * Serving shifts (issue 33 item 3): a recurring sign-up list of kind `shift` ("Bienvenida, domingos 9:30,
 * 4 personas") whose dates come from its own schedule, as an event's do. The one capacity engine decides
 * each place (supabase/migrations/20261202110100_decide_signup_places.sql); this module says which dates a
 * shift offers and, for the coordinator, how full each one is.
 */

/** Visitors pick among, and the coordinator looks at, the next eight weeks of each shift. */
export const SHIFT_WEEKS = 8;
const WEEK_MS = 7 * 86_400_000;

/** A shift's schedule as signup_lists stores it (wall clock in its zone, RRULE). */
export interface ShiftScheduleRow {
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string | null;
  recurrence_rule: string | null;
}

export function shiftTiming(shift: ShiftScheduleRow): EventTiming {
  return {
    startsAt: shift.starts_at ?? '',
    endsAt: shift.ends_at ?? '',
    timeZone: shift.time_zone ?? 'UTC',
    recurrenceRule: shift.recurrence_rule,
    exceptions: [],
  };
}

/** The dates of a shift that start within the next `weeks` weeks, earliest first. */
export function shiftDatesAhead(shift: ShiftScheduleRow, now = new Date(), weeks = SHIFT_WEEKS) {
  const to = new Date(now.getTime() + weeks * WEEK_MS);
  return occurrencesBetween(shiftTiming(shift), now, to).filter(
    ({ start }) => start.epochMilliseconds > now.getTime(),
  );
}

/** A date somebody signed up for, as the coordinator reads it: its own places (if set) and who is confirmed. */
export interface ShiftDateCount {
  list_id: string;
  starts_at: string;
  capacity: number | null;
  confirmed: number;
}

export interface ShiftCell {
  /** The date's start, as an ISO instant. */
  start: string;
  /** Its calendar day in the shift's zone (YYYY-MM-DD): the grid's column. */
  day: string;
  filled: number;
  slots: number;
  /** Places still to fill (0 when full). */
  gap: number;
}

export interface ShiftRow<Shift> {
  shift: Shift;
  cells: ShiftCell[];
}

/**
 * The coordinator's grid: for each shift, each date of the next weeks with how many are confirmed out of
 * its places. Dates nobody signed up for have the shift's places and nobody; a date's own places win.
 */
export function shiftGrid<Shift extends ShiftScheduleRow & { id: string; capacity: number }>(
  shifts: readonly Shift[],
  counts: readonly ShiftDateCount[],
  now = new Date(),
  weeks = SHIFT_WEEKS,
): ShiftRow<Shift>[] {
  const known = new Map(counts.map((count) => [`${count.list_id} ${Date.parse(count.starts_at)}`, count]));
  return shifts.map((shift) => ({
    shift,
    cells: shiftDatesAhead(shift, now, weeks).map(({ start }) => {
      const count = known.get(`${shift.id} ${start.epochMilliseconds}`);
      const slots = count?.capacity ?? shift.capacity;
      const filled = count?.confirmed ?? 0;
      return {
        start: start.toInstant().toString(),
        day: start.toPlainDate().toString(),
        filled,
        slots,
        gap: Math.max(0, slots - filled),
      };
    }),
  }));
}

/** The grid's columns: every calendar day on which some shift has a date, in order. */
export const gridDays = (rows: readonly ShiftRow<unknown>[]): string[] =>
  [...new Set(rows.flatMap((row) => row.cells.map((cell) => cell.day)))].sort();

/** "Faltan 2" / "Falta 1" / "Completo": the words that carry a cell's state, so colour is never alone. */
export function gapText(cell: Pick<ShiftCell, 'gap'>): string {
  if (cell.gap === 0) return 'Completo';
  return cell.gap === 1 ? 'Falta 1' : `Faltan ${cell.gap}`;
}

/** Places still to fill over the whole grid: the figure at the top of the coordinator's screen. */
export const totalGaps = (rows: readonly ShiftRow<unknown>[]): number =>
  rows.reduce((sum, row) => sum + row.cells.reduce((cells, cell) => cells + cell.gap, 0), 0);
