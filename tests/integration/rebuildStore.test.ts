import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RebuildStore, rebuildStore } from '#devserver/rebuildStore.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The local rebuilder's SQL (npm start) on PGlite and PostgreSQL.
let test: TestBackend;
let store: RebuildStore;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  store = rebuildStore(test.backend.db);
  await test.backend.db.query('delete from public.site_rebuild_requests');
});
afterAll(() => test.close());

const status = async () =>
  (
    await test.backend.db.query<{ state: string; last_error: string | null; last_built_at: string | null }>(
      'select state, last_error, last_built_at from public.site_build_status',
    )
  ).rows[0]!;

describe('rebuildStore', () => {
  it('sees pending requests, urgent ones, and hands them to a build', async () => {
    expect(await store.pending()).toBeUndefined();
    await test.backend.db.query(
      `update public.posts set title = title || '.' where is_published and slug in (select slug from public.posts where is_published limit 1)`,
    );
    const first = await store.pending();
    expect(first).toMatchObject({ urgent: false });
    expect(first!.quietMs).toBeGreaterThanOrEqual(0);
    await store.request('manual');
    const both = await store.pending();
    expect(both!.urgent).toBe(true);

    await store.startBuild(both!.lastId);
    expect(await store.pending()).toBeUndefined();
    expect((await status()).state).toBe('building');
    await store.finishBuild();
    expect(await status()).toMatchObject({ state: 'idle', last_error: null });
    expect((await status()).last_built_at).not.toBeNull();
  });

  it('records a failed build with its error for the admin', async () => {
    await store.startBuild(undefined);
    await store.failBuild(`${'x'.repeat(5000)}el final dice por qué`);
    const failed = await status();
    expect(failed.state).toBe('failed');
    expect(failed.last_error!.length).toBe(4000);
    expect(failed.last_error).toMatch(/el final dice por qué$/);
  });

  it('knows when the next scheduled content becomes visible', async () => {
    const since = await store.startBuild(undefined);
    // The demo content schedules something a week ahead; a video due sooner comes first.
    const before = await store.msUntilNextScheduled(since);
    expect(before === undefined || before > 90_000).toBe(true);
    await test.backend.db.query(
      `insert into public.videos (title, video_url, is_published, published_at)
       values ('Programado', 'https://example.org/p', true, now() + interval '90 seconds')`,
    );
    const dueIn = await store.msUntilNextScheduled(since);
    expect(dueIn).toBeGreaterThan(80_000);
    expect(dueIn).toBeLessThanOrEqual(90_000);
  });

  it('plans a rebuild for the next midnight in the zone of a published event, so past dates drop off', async () => {
    await test.backend.db.query(`delete from public.videos where title = 'Programado'`);
    const since = await store.startBuild(undefined);
    const dueIn = (await store.msUntilNextScheduled(since))!;
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(86_400_000);
    // The seed's events are in Mexico City: that instant is 00:00 there.
    const midnight = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Mexico_City',
      timeStyle: 'short',
    }).format(new Date(Date.now() + dueIn + 500));
    expect(midnight).toBe('00:00');
  });
});
