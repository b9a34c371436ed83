import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { signedInWithout } from '../support/accessMatrix.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { recordPageView, recordTeachingOpen, recordVisitAt } from '../support/visitCalls.ts';

/**
 * What the Estadísticas screen and the dashboard read (supabase/migrations/20251112000200), through
 * supabase-js as each actor: editors and admins get the figures, everyone else nothing.
 */
let b: ActorBackend;
let video = { id: '', title: '' };

beforeAll(async () => {
  b = await startActorBackend();
  const { rows } = await b.backend.db.query<{ id: string; title: string }>(
    'select id, title from public.videos where is_published order by id limit 1',
  );
  video = rows[0]!;
  // Three visitors today: 3 views of /, 2 of /about, 1 of /teachings, and a video opened twice.
  for (const [ip, paths] of [
    ['203.0.113.1', ['/', '/about', '/teachings']],
    ['203.0.113.2', ['/', '/about']],
    ['203.0.113.3', ['/']],
  ] as const) {
    for (const path of paths) await recordPageView(b, { path, screen_width: 1280 }, { ip });
  }
  for (let i = 0; i < 2; i++) {
    await recordTeachingOpen(b, { teaching: `video:${video.id}`, path: '/teachings' });
  }
  // Forty days ago, outside a 30-day period.
  await recordVisitAt(b.backend.db, {
    at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    path: '/old',
  });
});
afterAll(() => b.close());

describe('visit_totals', () => {
  it('gives an editor each of the last N days, oldest first, with zeros where nobody came', async () => {
    const { data, error } = await b.as.editor.rpc('visit_totals', { days: 7 });
    expect(error).toBeNull();
    expect(data).toHaveLength(7);
    expect(data!.slice(0, 6).every((day) => day.views === 0 && day.visitors === 0)).toBe(true);
    expect(data![6]).toMatchObject({ views: 6, visitors: 3 });
    const days = data!.map((day) => day.day);
    expect([...days].sort()).toEqual(days);
  });

  it.each([0, 367, -1])('refuses a period of %i days', async (days) => {
    const { error } = await b.as.admin.rpc('visit_totals', { days });
    expect(error).toMatchObject({ code: '22023', message: 'El periodo debe tener entre 1 y 366 días.' });
  });
});

describe('visit_ranking', () => {
  it('ranks the pages of the period by views', async () => {
    const { data } = await b.as.editor.rpc('visit_ranking', { days: 30, dimension: 'page' });
    expect(data).toEqual([
      { value: '/', hits: 3, title: null },
      { value: '/about', hits: 2, title: null },
      { value: '/teachings', hits: 1, title: null },
    ]);
  });

  it('reaches back as far as the period asks', async () => {
    const { data } = await b.as.editor.rpc('visit_ranking', { days: 90, dimension: 'page' });
    expect(data?.map((row) => row.value)).toContain('/old');
  });

  it('names each teaching by its title', async () => {
    const { data } = await b.as.admin.rpc('visit_ranking', { days: 30, dimension: 'teaching' });
    expect(data).toEqual([{ value: `video:${video.id}`, hits: 2, title: video.title }]);
  });

  it('ranks device classes and gives at most `top` rows', async () => {
    const { data } = await b.as.editor.rpc('visit_ranking', { days: 30, dimension: 'device' });
    expect(data).toEqual([{ value: 'desktop', hits: 6, title: null }]);
    const top = await b.as.editor.rpc('visit_ranking', { days: 30, dimension: 'page', top: 1 });
    expect(top.data).toHaveLength(1);
  });

  it('refuses a dimension it does not count', async () => {
    const { error } = await b.as.editor.rpc('visit_ranking', { days: 30, dimension: 'ip' });
    expect(error).toMatchObject({ code: '22023', message: 'Dimensión desconocida.' });
  });
});

describe('who may read the statistics', () => {
  it('visitors may neither call the reports nor read the counts', async () => {
    const report = await b.as.anon.rpc('visit_totals', { days: 30 });
    expect(report.error).toMatchObject({ code: '42501' });
    const counts = await b.as.anon.from('visit_daily_counts').select('*');
    expect(counts.error).toMatchObject({ code: '42501' });
  });

  it.each(signedInWithout('analytics.view'))('a %s sees no figures', async (actor) => {
    const totals = await b.as[actor].rpc('visit_totals', { days: 30 });
    expect(totals.data?.every((day) => day.views === 0)).toBe(true);
    const ranking = await b.as[actor].rpc('visit_ranking', { days: 30, dimension: 'page' });
    expect(ranking.data).toEqual([]);
    expect((await b.as[actor].from('visit_daily_totals').select('*')).data).toEqual([]);
  });

  it('nobody writes the counts through the API, not even an admin', async () => {
    const insert = await b.as.admin.from('visit_daily_totals').insert({ day: '2026-01-01', views: 1000 });
    expect(insert.error).toMatchObject({ code: '42501' });
    const update = await b.as.admin.from('visit_daily_counts').update({ hits: 0 }).eq('dimension', 'page');
    expect(update.error).toMatchObject({ code: '42501' });
  });
});

it("counts days in the site's time zone (core/siteConfig.ts)", async () => {
  const { rows } = await b.backend.db.query<{ time_zone: string }>(
    'select time_zone from private.visit_settings',
  );
  expect(rows).toEqual([{ time_zone: siteDefaults.identity.timeZone }]);
});
