import type { Json } from '#core/database.types.ts';
import type { EventTiming } from '#core/events/recurrence.ts';
import type { RegistrationSettings } from '#core/signups/registrationSettings.ts';
import { errorCode } from '#core/supabaseError.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { fetchAll, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { DateCounts, SignupDateRow } from './registrationDates.ts';
import type { SignupListRow } from './registrationForm.ts';
import type { SignupRow } from './signupRoster.ts';

/**
 * Reads and writes of «Inscripciones» with the staff member's session: RLS lets admin, editor and
 * pastoral staff read lists, dates and sign-ups, set a list up, change a date's places and closing, and
 * mark attendance; places themselves are only ever decided by the SQL engine.
 */

const EVENT_COLUMNS =
  'id, title, slug, starts_at, ends_at, time_zone, recurrence_rule, recurrence_exceptions, is_published, created_at';

/** One page of events (newest first) with each one's registration, if it has one. */
export async function listRegistrations(params: ListParams) {
  const page = await fetchPage(supabase.from('events').select(EVENT_COLUMNS, { count: 'exact' }), params, {
    search: ['title'],
  });
  const ids = page.rows.map((event) => event.id);
  const lists = ids.length
    ? await unwrap(
        supabase.from('signup_lists').select('id, event_id, is_open, capacity').in('event_id', ids),
      )
    : [];
  const byEvent = new Map(lists.map((list) => [list.event_id, list]));
  return { ...page, rows: page.rows.map((event) => ({ ...event, list: byEvent.get(event.id) ?? null })) };
}

export type RegistrationListRow = Awaited<ReturnType<typeof listRegistrations>>['rows'][number];

export type RegistrationEvent = Awaited<ReturnType<typeof getEventOf>>;
const getEventOf = (eventId: string) =>
  unwrap(supabase.from('events').select(EVENT_COLUMNS).eq('id', eventId).single());

export const timingOf = (event: RegistrationEvent): EventTiming => ({
  startsAt: event.starts_at,
  endsAt: event.ends_at,
  timeZone: event.time_zone,
  recurrenceRule: event.recurrence_rule,
  exceptions: event.recurrence_exceptions,
});

/** How many people are confirmed and waiting on each date (cancelled ones are not counted). */
async function countsOf(dateIds: readonly string[]): Promise<Map<string, DateCounts>> {
  const counts = new Map<string, DateCounts>();
  if (!dateIds.length) return counts;
  const rows = await fetchAll(() =>
    supabase
      .from('signups')
      .select('date_id, status')
      .in('date_id', dateIds)
      .neq('status', 'cancelled')
      .order('id'),
  );
  for (const row of rows) {
    const count = counts.get(row.date_id) ?? { confirmed: 0, waitlisted: 0 };
    if (row.status === 'confirmed') count.confirmed += 1;
    else count.waitlisted += 1;
    counts.set(row.date_id, count);
  }
  return counts;
}

/** The event, its registration (null before it is set up), the dates with a row and their counts. */
export async function getRegistration(eventId: string) {
  const event = await getEventOf(eventId);
  const list = await unwrap(supabase.from('signup_lists').select('*').eq('event_id', eventId).maybeSingle());
  const dates: SignupDateRow[] = list
    ? await unwrap(
        supabase
          .from('signup_dates')
          .select('id, starts_at, capacity, closes_at')
          .eq('list_id', list.id)
          .order('starts_at'),
      )
    : [];
  const counts = await countsOf(dates.map((date) => date.id));
  return { event, list: list as SignupListRow | null, dates, counts };
}

export type Registration = Awaited<ReturnType<typeof getRegistration>>;

/** Sets up the event's registration, or changes it; the saved row. */
export function saveRegistration(
  eventId: string,
  listId: string | undefined,
  settings: RegistrationSettings,
) {
  const fields = { ...settings, questions: settings.questions as unknown as Json };
  const rows = supabase.from('signup_lists');
  return unwrap(
    (listId
      ? rows.update(fields).eq('id', listId)
      : rows.insert({ ...fields, kind: 'event', event_id: eventId })
    )
      .select('*')
      .single(),
  );
}

/**
 * A date's own places and closing. The date's row may not exist yet (nobody signed up): it is created,
 * and if the engine created it meanwhile (a sign-up just arrived) the existing row is changed instead.
 * Raising the places confirms waitlisted people at once (fill_places_after_capacity_change).
 */
export async function adjustDate(
  listId: string,
  startsAt: string,
  dateId: string | null,
  change: { capacity: number | null; closes_at: string | null },
): Promise<void> {
  const dates = supabase.from('signup_dates');
  if (!dateId) {
    const { error } = await dates.insert({ list_id: listId, starts_at: startsAt, ...change });
    if (!error) return;
    if (errorCode(error) !== '23505') throw error;
    await unwrap(dates.update(change).eq('list_id', listId).eq('starts_at', startsAt));
    return;
  }
  await unwrap(dates.update(change).eq('id', dateId));
}

const SIGNUP_COLUMNS =
  'id, arrival, status, name, email, phone, whatsapp_consent, answers, attended_at, created_at, cancelled_at, promoted_at';

/** A date of the event's registration and everyone on it, in arrival order. */
export async function getDateRoster(eventId: string, dateId: string) {
  const registration = await getRegistration(eventId);
  const date = registration.dates.find((row) => row.id === dateId);
  if (!registration.list || !date) return { ...registration, date: null, signups: [] as SignupRow[] };
  const signups: SignupRow[] = await fetchAll(() =>
    supabase.from('signups').select(SIGNUP_COLUMNS).eq('date_id', dateId).order('arrival'),
  );
  return { ...registration, date, signups };
}

export type DateRoster = Awaited<ReturnType<typeof getDateRoster>>;

/** Marks a person present now, or takes it back; the moment stored. */
export async function setAttended(signupId: string, attended: boolean): Promise<string | null> {
  const attendedAt = attended ? new Date().toISOString() : null;
  await unwrap(
    supabase.from('signups').update({ attended_at: attendedAt }).eq('id', signupId).select('id').single(),
  );
  return attendedAt;
}
