/**
 * What a date of a sign-up list shows on the public page (issue 33 item 2): "Quedan N lugares", "Lista de
 * espera" or "Cerrado", decided in the browser from public.signup_availability() at view time, so a sign-up
 * never needs a rebuild. The engine (supabase/migrations/20261202110100_decide_signup_places.sql) applies
 * the same rules when it decides a place; this only says what the visitor may expect.
 */

/** A list's rules as public.signup_availability() answers them. */
export interface ListAvailability {
  list_id: string;
  capacity: number;
  waitlist_limit: number | null;
  closes_minutes_before: number;
  dates: DateAvailability[];
}

/** A date somebody already signed up for: its own places and closing moment, and the counts. */
export interface DateAvailability {
  starts_at: string;
  capacity: number;
  closes_at: string;
  confirmed: number;
  waitlisted: number;
}

export type DateState = { kind: 'open'; left: number } | { kind: 'waitlist' } | { kind: 'closed' };

/** The state of one date (an instant) of the list; dates nobody signed up for yet have the list's places. */
export function dateState(list: ListAvailability, start: Date, now = new Date()): DateState {
  const known = list.dates.find((date) => new Date(date.starts_at).getTime() === start.getTime());
  const closesAt = known
    ? new Date(known.closes_at).getTime()
    : start.getTime() - list.closes_minutes_before * 60_000;
  if (now.getTime() >= closesAt) return { kind: 'closed' };
  const capacity = known?.capacity ?? list.capacity;
  const confirmed = known?.confirmed ?? 0;
  if (confirmed < capacity) return { kind: 'open', left: capacity - confirmed };
  const waiting = known?.waitlisted ?? 0;
  return list.waitlist_limit === null || waiting < list.waitlist_limit
    ? { kind: 'waitlist' }
    : { kind: 'closed' };
}

/** The words the page shows for a state (docs/spec.md's texts; one place: "Queda 1 lugar"). */
export function dateStateText(state: DateState): string {
  if (state.kind === 'closed') return 'Cerrado';
  if (state.kind === 'waitlist') return 'Lista de espera';
  return state.left === 1 ? 'Queda 1 lugar' : `Quedan ${state.left} lugares`;
}
