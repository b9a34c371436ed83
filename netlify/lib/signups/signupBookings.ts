import type { EventTiming } from '#core/events/recurrence.ts';
import { shiftDatesAhead } from '#core/signups/shiftSchedule.ts';
import type { SignupQuestion } from '#core/signups/signupRequest.ts';
import { Refusal, type ServiceClient } from '../serverFunction.ts';
import { listTimeZone, listTitle } from './signupEmails.ts';

/**
 * What the `signups` function reads of a list and of a booking: the list as the form saw it (open, with
 * its schedule and questions), and a booking's sign-ups as the manage page shows them.
 */

export interface ListFacts {
  id: string;
  title: string;
  timing: EventTiming;
  questions: SignupQuestion[];
}

/** The list as the form saw it, with the schedule its dates come from; 409 when it is not open. */
export async function openList(service: ServiceClient, listId: string): Promise<ListFacts> {
  const { data, error } = await service
    .from('signup_lists')
    .select(
      'id, kind, title, starts_at, ends_at, time_zone, recurrence_rule, questions, is_open, events(title, starts_at, ends_at, time_zone, recurrence_rule, recurrence_exceptions, is_published)',
    )
    .eq('id', listId)
    .maybeSingle();
  if (error) throw new Refusal(500, error.code, error.message);
  const event = data?.events;
  if (!data?.is_open || (data.kind === 'event' && !event?.is_published))
    throw new Refusal(409, 'SU001', 'Las inscripciones no están abiertas.');
  const timing: EventTiming = event
    ? {
        startsAt: event.starts_at,
        endsAt: event.ends_at,
        timeZone: event.time_zone,
        recurrenceRule: event.recurrence_rule,
        exceptions: event.recurrence_exceptions,
      }
    : {
        startsAt: data.starts_at ?? '',
        endsAt: data.ends_at ?? '',
        timeZone: data.time_zone ?? 'UTC',
        recurrenceRule: data.recurrence_rule,
        exceptions: [],
      };
  return {
    id: data.id,
    title: event?.title ?? data.title ?? '',
    timing,
    questions: data.questions as unknown as SignupQuestion[],
  };
}

/** A booking's sign-ups as the manage page lists them, each shift's with the dates it may move to. */
export async function bookingSignups(service: ServiceClient, bookingId: string) {
  const { data, error } = await service
    .from('signups')
    .select(
      'id, status, name, signup_dates!inner(starts_at, list_id, signup_lists!inner(kind, title, starts_at, ends_at, time_zone, recurrence_rule, events(title, time_zone)))',
    )
    .eq('booking_id', bookingId)
    .order('arrival');
  if (error) throw new Refusal(500, error.code, error.message);
  const now = new Date();
  // A shift's person may swap to another date of its next weeks that the booking does not hold already.
  const held = new Set(
    data.filter((row) => row.status !== 'cancelled').map((row) => Date.parse(row.signup_dates.starts_at)),
  );
  // The title and zone let the manage page say the date as the event's page does, wherever the person is.
  return data.map((row) => {
    const list = row.signup_dates.signup_lists;
    const swappable = list.kind === 'shift' && row.status !== 'cancelled';
    return {
      id: row.id,
      status: row.status,
      name: row.name,
      starts_at: row.signup_dates.starts_at,
      list_id: row.signup_dates.list_id,
      title: listTitle(list),
      time_zone: listTimeZone(list),
      other_dates: swappable
        ? shiftDatesAhead(list, now)
            .map(({ start }) => start.toInstant().toString())
            .filter((start) => !held.has(Date.parse(start)))
        : [],
    };
  });
}
