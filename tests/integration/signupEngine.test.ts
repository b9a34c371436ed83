import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Json } from '#core/database.types.ts';
import { dateInDays, linkHash, seedEventList } from '../support/signupHarness.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The capacity engine in SQL (issue 33 item 1): places, waiting list order, promotion, refusals, and who
// may call it. The race itself (50 clients for the last 5 places) is in signupRace.test.ts and the bench.
let t: TestBackend;
let service: ReturnType<TestBackend['client']>;
beforeAll(async () => {
  t = await startTestBackend();
  service = t.client('service_role');
});
afterAll(() => t.close());

type Place = Database['public']['CompositeTypes']['signup_place'];

const person = (n: number, extra: Record<string, Json> = {}): Json => ({
  name: `Persona ${n}`,
  email: `persona${n}@example.org`,
  ...extra,
});

async function take(listId: string, starts: string[], who: Json, address = '198.51.100.1') {
  const { data, error } = await service.rpc('take_signup_places', {
    list_id: listId,
    starts,
    person: who,
    answers: {},
    link_hash: linkHash(),
    link_expires_at: dateInDays(30),
    client_address: address,
  });
  return { places: (data ?? []) as Place[], error };
}

describe('deciding places', () => {
  it('confirms while places remain, then waitlists in arrival order', async () => {
    const { listId } = await seedEventList(t, { capacity: 2 });
    const day = dateInDays(7);
    const statuses = [];
    for (const n of [1, 2, 3, 4]) {
      const { places, error } = await take(listId, [day], person(n));
      expect(error).toBeNull();
      statuses.push([places[0]?.status, places[0]?.waitlist_position]);
    }
    expect(statuses).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
  });

  it('signs up for several dates at once, or for none when one is refused', async () => {
    const { listId } = await seedEventList(t, { capacity: 1, waitlistLimit: 0 });
    const [first, second] = [dateInDays(7), dateInDays(14)];
    await take(listId, [second], person(1));
    const refused = await take(listId, [first, second], person(2));
    expect(refused.error?.code).toBe('SU003');
    const { rows } = await t.backend.db.query(
      `select count(*)::int as n from public.signups s join public.signup_dates d on d.id = s.date_id
       where d.list_id = $1 and s.email = 'persona2@example.org'`,
      [listId],
    );
    expect(rows[0]).toEqual({ n: 0 });
    const both = await take(listId, [first, dateInDays(21)], person(2));
    expect(both.places.map((place) => place.status)).toEqual(['confirmed', 'confirmed']);
    expect(new Set(both.places.map((place) => place.booking_id)).size).toBe(1);
  });

  it.each([
    ['the same email', { email: 'PERSONA1@example.org ' }],
    ['the same phone', { email: null, phone: '+5215512345678', whatsapp_consent: true }],
  ])('refuses %s twice on one date with 23505', async (_label, again) => {
    const { listId } = await seedEventList(t);
    const day = dateInDays(7);
    await take(listId, [day], person(1, { phone: '+5215512345678', whatsapp_consent: true }));
    const { error } = await take(listId, [day], person(9, again));
    expect(error?.code).toBe('23505');
    expect(error?.message).toMatch(/Ya hay una inscripción/);
  });

  it('refuses a date whose sign-ups closed, and a list that is closed or whose event is a draft', async () => {
    const { listId, eventId } = await seedEventList(t);
    await t.backend.db.query('update public.signup_lists set closes_minutes_before = 60 where id = $1', [
      listId,
    ]);
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await take(listId, [soon], person(1))).error?.code).toBe('SU002');
    expect((await take(listId, [dateInDays(-1)], person(1))).error?.code).toBe('SU002');
    await t.backend.db.query('update public.events set is_published = false where id = $1', [eventId]);
    expect((await take(listId, [dateInDays(7)], person(1))).error?.code).toBe('SU001');
  });

  it('limits sign-ups per address and hour with 429', async () => {
    const { listId } = await seedEventList(t, { capacity: 100 });
    const day = dateInDays(7);
    for (let n = 0; n < 30; n += 1) {
      expect((await take(listId, [day], person(100 + n), '203.0.113.77')).error).toBeNull();
    }
    const limited = await take(listId, [day], person(200), '203.0.113.77');
    expect(limited.error?.code).toBe('signup_rate_limited');
    expect((await take(listId, [day], person(201), '203.0.113.78')).error).toBeNull();
  });
});

describe('cancelling', () => {
  it('promotes the first waitlisted person into the freed place, once', async () => {
    const { listId } = await seedEventList(t, { capacity: 1 });
    const day = dateInDays(7);
    const first = (await take(listId, [day], person(1))).places[0]!;
    const second = (await take(listId, [day], person(2))).places[0]!;
    const third = (await take(listId, [day], person(3))).places[0]!;
    const promoted = await service.rpc('cancel_signup', { signup_id: first.signup_id! });
    expect(promoted.data?.map((row) => row.id)).toEqual([second.signup_id]);
    expect((await service.rpc('cancel_signup', { signup_id: first.signup_id! })).data).toEqual([]);
    const { rows } = await t.backend.db.query<{ id: string; status: string }>(
      `select id, status from public.signups where id = any($1) order by arrival`,
      [[first.signup_id, second.signup_id, third.signup_id]],
    );
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'confirmed', 'waitlisted']);
  });

  it('fills new places from the waiting list when staff raise the capacity', async () => {
    const { listId } = await seedEventList(t, { capacity: 1 });
    const day = dateInDays(7);
    for (const n of [1, 2, 3]) await take(listId, [day], person(n));
    await t.backend.db.query('update public.signup_lists set capacity = 3 where id = $1', [listId]);
    const { rows } = await t.backend.db.query<{ status: string }>(
      `select s.status from public.signups s join public.signup_dates d on d.id = s.date_id
       where d.list_id = $1 order by s.arrival`,
      [listId],
    );
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('moves a sign-up to another date and frees the old place for the next in line', async () => {
    const { listId } = await seedEventList(t, { capacity: 1 });
    const [sunday, nextSunday] = [dateInDays(7), dateInDays(14)];
    const mover = (await take(listId, [sunday], person(1))).places[0]!;
    const waiting = (await take(listId, [sunday], person(2))).places[0]!;
    const { data, error } = await service.rpc('move_signup', {
      signup_id: mover.signup_id!,
      new_start: nextSunday,
    });
    expect(error).toBeNull();
    expect(data?.[0]?.place).toMatchObject({ status: 'confirmed', booking_id: mover.booking_id });
    expect(data?.[0]?.promoted).toEqual([waiting.signup_id]);
  });
});

describe('who may call it', () => {
  it.each([
    'take_signup_places',
    'cancel_signup',
    'move_signup',
    'spend_signup_link',
    'due_signup_reminders',
  ])('keeps %s from visitors', async (name) => {
    const { error } = await t.client('anon').rpc(name as 'cancel_signup', {} as never);
    expect(error?.code).toMatch(/42501|PGRST202/);
  });

  it('tells visitors counts per date, never a name', async () => {
    const { listId } = await seedEventList(t, { capacity: 3 });
    await take(listId, [dateInDays(7)], person(1));
    const { data, error } = await t.client('anon').rpc('signup_availability', { list_ids: [listId] });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        list_id: listId,
        capacity: 3,
        dates: [expect.objectContaining({ capacity: 3, confirmed: 1, waitlisted: 0 })],
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Persona');
  });
});
