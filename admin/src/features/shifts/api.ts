import { SHIFT_WEEKS, type ShiftDateCount } from '#core/signups/shiftSchedule.ts';
import { fetchAll, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { ShiftListFields, ShiftListRow } from './shiftForm.ts';

/**
 * Reads and writes of «Turnos» with the staff member's session: serving shifts are sign-up lists of kind
 * `shift` (RLS: the roles of `shifts.coordinate`); who holds each place is decided by the SQL engine only.
 */

/** Every shift, open or closed, by title. */
export const listShifts = (): Promise<ShiftListRow[]> =>
  unwrap(supabase.from('signup_lists').select('*').eq('kind', 'shift').order('title'));

/**
 * The dates of the shifts that somebody signed up for (or staff gave their own places) within the grid's
 * weeks, with how many are confirmed on each: the rest of the grid has nobody yet.
 */
export async function shiftDateCounts(
  shiftIds: readonly string[],
  now = new Date(),
): Promise<ShiftDateCount[]> {
  if (shiftIds.length === 0) return [];
  const until = new Date(now.getTime() + (SHIFT_WEEKS + 1) * 7 * 86_400_000).toISOString();
  const dates = await fetchAll(() =>
    supabase
      .from('signup_dates')
      .select('id, list_id, starts_at, capacity')
      .in('list_id', [...shiftIds])
      .gt('starts_at', now.toISOString())
      .lt('starts_at', until)
      .order('id'),
  );
  const confirmed = new Map<string, number>();
  if (dates.length > 0) {
    const rows = await fetchAll(() =>
      supabase
        .from('signups')
        .select('date_id')
        .in(
          'date_id',
          dates.map((date) => date.id),
        )
        .eq('status', 'confirmed')
        .order('id'),
    );
    for (const row of rows) confirmed.set(row.date_id, (confirmed.get(row.date_id) ?? 0) + 1);
  }
  return dates.map((date) => ({
    list_id: date.list_id,
    starts_at: date.starts_at,
    capacity: date.capacity,
    confirmed: confirmed.get(date.id) ?? 0,
  }));
}

export async function loadShiftBoard() {
  const shifts = await listShifts();
  const counts = await shiftDateCounts(shifts.map((shift) => shift.id));
  return { shifts, counts };
}

/** Someone on a date of a shift, as the coordinator reads them: how to reach them and their place. */
export interface ShiftVolunteer {
  id: string;
  date_id: string;
  status: 'confirmed' | 'waitlisted';
  name: string;
  email: string | null;
  phone: string | null;
  whatsapp_consent: boolean;
}

/** The shift's dates of the coming weeks that have people, each with them in arrival order. */
export async function shiftVolunteers(shiftId: string, now = new Date()) {
  const until = new Date(now.getTime() + (SHIFT_WEEKS + 1) * 7 * 86_400_000).toISOString();
  const dates = await unwrap(
    supabase
      .from('signup_dates')
      .select('id, starts_at, capacity')
      .eq('list_id', shiftId)
      .gt('starts_at', now.toISOString())
      .lt('starts_at', until)
      .order('starts_at'),
  );
  const people: ShiftVolunteer[] =
    dates.length === 0
      ? []
      : ((await fetchAll(() =>
          supabase
            .from('signups')
            .select('id, date_id, status, name, email, phone, whatsapp_consent')
            .in(
              'date_id',
              dates.map((date) => date.id),
            )
            .neq('status', 'cancelled')
            .order('arrival'),
        )) as ShiftVolunteer[]);
  return dates
    .map((date) => ({ ...date, people: people.filter((person) => person.date_id === date.id) }))
    .filter((date) => date.people.length > 0);
}

export const getShift = (id: string): Promise<ShiftListRow | null> =>
  unwrap(supabase.from('signup_lists').select('*').eq('id', id).eq('kind', 'shift').maybeSingle());

/** Creates the shift, or changes it; its id. */
export async function saveShift(id: string | null, fields: ShiftListFields): Promise<string> {
  const rows = supabase.from('signup_lists');
  const saved = await unwrap(
    (id ? rows.update(fields).eq('id', id) : rows.insert({ ...fields, kind: 'shift' })).select('id').single(),
  );
  return saved.id;
}
