import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { type RebuildStore, rebuildStore } from '#devserver/rebuildStore.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

/**
 * Site content that changes with the clock rebuilds the site by itself (supabase/migrations/
 * *_rebuild_site_when_schedule_and_banner_change.sql): the midnight after a schedule exception's day and
 * the banner's start and end, in the ministry's zone, for production's dispatch job and the local
 * rebuilder alike. On an empty database: no event or post plans anything else.
 */
let test: TestBackend;
let store: RebuildStore;
const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await test.backend.db.query<Row>(text, params)).rows;
const publish = (area: string, content: unknown) =>
  sql(
    `insert into public.site_content (area, content, version) values ($1, $2::jsonb, 1)
     on conflict (area) do update set content = excluded.content`,
    [area, JSON.stringify(content)],
  );
/** The ministry's wall clock `minutes` from now, as the admin's datetime-local fields write it. */
const wallClock = async (minutes: number) =>
  (
    await sql<{ at: string }>(
      `select to_char((now() + make_interval(mins => $1)) at time zone private.site_time_zone(), 'YYYY-MM-DD"T"HH24:MI') as at`,
      [minutes],
    )
  )[0]!.at;
/** The one row a query returns. */
const one = async <Row>(text: string) => (await sql<Row>(text))[0]!;
const dueSince = async (since: string) =>
  (
    await sql<{ due: boolean }>('select private.scheduled_content_due_since($1::timestamptz) as due', [since])
  )[0]!.due;

beforeAll(async () => {
  test = await startTestBackend();
  store = rebuildStore(test.backend.db);
});
afterAll(() => test.close());
beforeEach(() => sql('delete from public.site_content'));

describe('site content on the clock', () => {
  it('takes the ministry’s zone from the identity area, and the seeded one until it is published', async () => {
    expect((await sql<{ zone: string }>('select private.site_time_zone() as zone'))[0]!.zone).toBe(
      siteDefaults.identity.timeZone,
    );
    await publish('identity', { ...siteDefaults.identity, timeZone: 'Europe/Madrid' });
    expect((await sql<{ zone: string }>('select private.site_time_zone() as zone'))[0]!.zone).toBe(
      'Europe/Madrid',
    );
  });

  it('plans a rebuild at the banner’s start and again at its end', async () => {
    const since = await store.startBuild(undefined);
    expect(await store.msUntilNextScheduled(since)).toBeUndefined();
    const banner = { ...siteDefaults.banner, enabled: true, text: 'Retiro de jóvenes' };
    await publish('banner', { ...banner, start: await wallClock(3), end: await wallClock(60) });
    const toStart = (await store.msUntilNextScheduled(since))!;
    expect(toStart).toBeGreaterThan(60_000);
    expect(toStart).toBeLessThanOrEqual(180_000);

    await publish('banner', { ...banner, start: await wallClock(-60), end: await wallClock(3) });
    const toEnd = (await store.msUntilNextScheduled(since))!;
    expect(toEnd).toBeGreaterThan(60_000);
    expect(toEnd).toBeLessThanOrEqual(180_000);
    await publish('banner', {
      ...banner,
      enabled: false,
      start: await wallClock(3),
      end: await wallClock(60),
    });
    expect(await store.msUntilNextScheduled(since)).toBeUndefined();
  });

  it('counts the midnight after an exception’s day as due: the dispatch job rebuilds then', async () => {
    const { yesterday, twoDaysAgo } = await one<{ yesterday: string; twoDaysAgo: string }>(
      `select ((now() at time zone private.site_time_zone())::date - 1)::text as yesterday,
              (now() - interval '2 days')::text as "twoDaysAgo"`,
    );
    const exception = { id: 'navidad', date: yesterday, serviceId: '', kind: 'cancelled', note: 'Navidad' };
    await publish('schedule', { ...siteDefaults.schedule, exceptions: [exception] });
    expect(await dueSince(twoDaysAgo)).toBe(true);
    const { now } = await one<{ now: string }>('select now()::text as now');
    expect(await dueSince(now)).toBe(false);
  });

  it('plans the midnight after today’s exception in the ministry’s zone', async () => {
    const { today } = await one<{ today: string }>(
      `select (now() at time zone private.site_time_zone())::date::text as today`,
    );
    const exception = { id: 'hoy', date: today, serviceId: '', kind: 'cancelled' };
    await publish('schedule', { ...siteDefaults.schedule, exceptions: [exception] });
    const since = await store.startBuild(undefined);
    const dueIn = (await store.msUntilNextScheduled(since))!;
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(86_400_000);
    const midnight = new Intl.DateTimeFormat('en-GB', {
      timeZone: siteDefaults.identity.timeZone,
      timeStyle: 'short',
    }).format(new Date(Date.now() + dueIn + 500));
    expect(midnight).toBe('00:00');
  });

  it('ignores malformed content instead of failing the dispatch job', async () => {
    await publish('identity', { timeZone: 'Nowhere/Land' });
    await publish('schedule', { exceptions: [{ date: '2026-02-30' }, { date: 7 }, 'x'] });
    await publish('banner', { enabled: true, start: 'pronto', end: null });
    const { now } = await one<{ now: string }>('select now()::text as now');
    expect(await dueSince(now)).toBe(false);
    expect((await sql<{ zone: string }>('select private.site_time_zone() as zone'))[0]!.zone).toBe(
      siteDefaults.identity.timeZone,
    );
  });
});
