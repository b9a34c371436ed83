import { randomBytes } from 'node:crypto';
import { nextOccurrences } from '#core/events/recurrence.ts';
import { signups } from '../../netlify/lib/signups/signupsFunction.ts';
import { API_URL, type TestBackend } from './testBackend.ts';

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

/** The next `count` dates of the event's schedule, as the form sends them. */
export async function nextDatesOf(t: TestBackend, eventId: string, count = 3): Promise<string[]> {
  const { rows } = await t.backend.db.query<{ s: string; e: string; zone: string; rule: string | null }>(
    `select to_char(starts_at, 'YYYY-MM-DD"T"HH24:MI:SS') as s, to_char(ends_at, 'YYYY-MM-DD"T"HH24:MI:SS') as e,
       time_zone as zone, recurrence_rule as rule from public.events where id = $1`,
    [eventId],
  );
  const row = rows[0]!;
  const timing = {
    startsAt: row.s,
    endsAt: row.e,
    timeZone: row.zone,
    recurrenceRule: row.rule,
    exceptions: [],
  };
  return nextOccurrences(timing, new Date(), count).map(({ start }) =>
    new Date(start.epochMilliseconds).toISOString(),
  );
}

/** The `signups` server function bound to the in-process backend; `post` answers status and JSON body. */
export function signupsFunction(t: TestBackend) {
  const handler = signups.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: 'https://sitio.test' },
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
  return async (body: object, ip = '198.51.100.9') => {
    const response = await handler(
      new Request('https://sitio.test/.netlify/functions/signups', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      }),
    );
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the answer it expects.
    return { status: response.status, body: (await response.json()) as any };
  };
}
