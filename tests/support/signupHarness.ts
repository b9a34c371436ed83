import { randomBytes } from 'node:crypto';
import type { TestBackend } from './testBackend.ts';

/** A published recurring event and its registration list, written as the superuser; returns their ids. */
export async function seedEventList(
  t: TestBackend,
  {
    capacity = 5,
    waitlistLimit = null as number | null,
    slug = `retiro-${randomBytes(4).toString('hex')}`,
  } = {},
) {
  const sql = (query: string, params: unknown[] = []) => t.backend.db.query<{ id: string }>(query, params);
  const event = await sql(
    `insert into public.events (title, slug, location_name, starts_at, ends_at, time_zone, recurrence_rule,
       is_published, published_at)
     values ('Retiro', $1, 'Templo', date_trunc('day', now() at time zone 'America/Mexico_City') + interval '1 day 9 hours',
       date_trunc('day', now() at time zone 'America/Mexico_City') + interval '1 day 12 hours',
       'America/Mexico_City', 'FREQ=WEEKLY', true, now() - interval '1 minute')
     returning id`,
    [slug],
  );
  const eventId = event.rows[0]!.id;
  const list = await sql(
    `insert into public.signup_lists (kind, event_id, capacity, waitlist_limit) values ('event', $1, $2, $3) returning id`,
    [eventId, capacity, waitlistLimit],
  );
  return { eventId, listId: list.rows[0]!.id, slug };
}

/** A date a week from now (whole hour), as the engine receives it. */
export const dateInDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
};

export const linkHash = () => randomBytes(32).toString('hex');
