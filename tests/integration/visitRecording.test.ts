import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';
import {
  dailyCounts,
  dailyTotals,
  recordPageView,
  recordTeachingOpen,
  recordVisitAt,
} from '../support/visitCalls.ts';

/**
 * How a page view or an opened teaching is recorded (supabase/migrations/20251112000100): what is
 * counted, what is kept and what is not, the visitor's day and hash, opt-outs and the rate limit.
 */
let s: SeededBackend;
const published: Record<'article' | 'video' | 'audio', string> = { article: '', video: '', audio: '' };
let draftArticle = '';

beforeAll(async () => {
  s = await startSeededBackend();
  const first = async (sql: string) => (await s.backend.db.query<{ id: string }>(sql)).rows[0]!.id;
  published.article = await first('select id from public.posts where is_published order by id limit 1');
  published.video = await first('select id from public.videos where is_published order by id limit 1');
  published.audio = await first('select id from public.audios where is_published order by id limit 1');
  draftArticle = await first(
    `insert into public.posts (title, slug, content, is_published) values ('Borrador', 'borrador-visitas', 'Texto', false) returning id`,
  );
});
afterAll(() => s.close());

beforeEach(async () => {
  await s.backend.db.exec(`
    truncate private.visits, private.visit_visitors, private.visit_salts, private.visit_rate,
      public.visit_daily_totals, public.visit_daily_counts`);
});

const today = async () =>
  (
    await s.backend.db.query<{ day: string }>(
      `select (now() at time zone time_zone)::date::text as day from private.visit_settings`,
    )
  ).rows[0]!.day;

describe('a page view', () => {
  it('adds one to the day, its page, its device class and the referring site', async () => {
    const answer = await recordPageView(s, {
      path: '/blog/',
      referrer: 'https://www.Google.com/search?q=reino',
      screen_width: 390,
    });
    expect(answer.status).toBe(204);
    expect(await dailyTotals(s.backend.db)).toEqual([{ day: await today(), views: 1, visitors: 1 }]);
    expect(await dailyCounts(s.backend.db, 'page')).toEqual({ '/blog': 1 });
    expect(await dailyCounts(s.backend.db, 'device')).toEqual({ mobile: 1 });
    expect(await dailyCounts(s.backend.db, 'referrer')).toEqual({ 'google.com': 1 });
  });

  it('keeps no address, browser or visitor id with the view', async () => {
    await recordPageView(
      s,
      { path: '/', screen_width: 1280 },
      { ip: '198.51.100.23', userAgent: 'Navegador 1.0' },
    );
    const { rows } = await s.backend.db.query('select * from private.visits');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['day', 'device', 'id', 'kind', 'path', 'recorded_at', 'referrer_host', 'teaching'].sort(),
    );
    const everything = JSON.stringify(
      (
        await s.backend.db.query(
          `select (select json_agg(v) from private.visits v) as v,
                  (select json_agg(c) from public.visit_daily_counts c) as c`,
        )
      ).rows,
    );
    expect(everything).not.toContain('198.51.100.23');
    expect(everything).not.toContain('Navegador');
  });

  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ])('a screen %i px wide counts as %s', async (width, device) => {
    await recordPageView(s, { path: '/', screen_width: width });
    expect(await dailyCounts(s.backend.db, 'device')).toEqual({ [device]: 1 });
  });

  it.each([
    ['http://m.facebook.com/', 'm.facebook.com'],
    ['https://usuario:clave@www.ejemplo.org:8443/ruta', 'ejemplo.org'],
    ['android-app://com.google.android.gm/', null],
    ['not a url', null],
    ['https://-mal-.com/', null],
  ])('the referrer %s counts as %s', async (referrer, host) => {
    await recordPageView(s, { path: '/', screen_width: 1280, referrer });
    expect(await dailyCounts(s.backend.db, 'referrer')).toEqual(host ? { [host]: 1 } : {});
    expect(await dailyTotals(s.backend.db)).toMatchObject([{ views: 1 }]);
  });

  it('counts a visitor once a day however many pages they see, and each other visitor once', async () => {
    for (const path of ['/', '/about', '/teachings']) {
      await recordPageView(s, { path, screen_width: 1280 }, { ip: '203.0.113.1', userAgent: 'A' });
    }
    await recordPageView(s, { path: '/', screen_width: 1280 }, { ip: '203.0.113.1', userAgent: 'B' });
    await recordPageView(s, { path: '/', screen_width: 1280 }, { ip: '203.0.113.2', userAgent: 'A' });
    expect(await dailyTotals(s.backend.db)).toMatchObject([{ views: 5, visitors: 3 }]);
  });

  it('prefers the edge-set cf-connecting-ip to a forwarded address the caller wrote', async () => {
    const forged = (ip: string) => ({ ip, headers: { 'cf-connecting-ip': '192.0.2.50' } });
    await recordPageView(s, { path: '/', screen_width: 1280 }, forged('10.0.0.1'));
    await recordPageView(s, { path: '/', screen_width: 1280 }, forged('10.0.0.2'));
    expect(await dailyTotals(s.backend.db)).toMatchObject([{ views: 2, visitors: 1 }]);
  });
});

describe('days', () => {
  it("count in the ministry's time zone: 23:30 in Mexico City is still that day", async () => {
    await recordVisitAt(s.backend.db, { at: '2026-03-10T23:30:00-06:00' });
    await recordVisitAt(s.backend.db, { at: '2026-03-11T00:30:00-06:00' });
    expect(await dailyTotals(s.backend.db)).toEqual([
      { day: '2026-03-10', views: 1, visitors: 1 },
      { day: '2026-03-11', views: 1, visitors: 1 },
    ]);
  });

  it('draw a new salt each day and forget the previous day’s salt and visitor hashes', async () => {
    await recordVisitAt(s.backend.db, { at: '2026-03-10T12:00:00-06:00' });
    const hashOf = async () =>
      (
        await s.backend.db.query<{ day: string; visitor: string }>(
          `select day::text as day, encode(visitor, 'hex') as visitor from private.visit_visitors`,
        )
      ).rows;
    const [monday] = await hashOf();
    await recordVisitAt(s.backend.db, { at: '2026-03-11T12:00:00-06:00' });
    const tuesday = await hashOf();
    expect(tuesday).toHaveLength(1);
    expect(tuesday[0]).toMatchObject({ day: '2026-03-11' });
    expect(tuesday[0]!.visitor).not.toBe(monday!.visitor);
    const salts = await s.backend.db.query<{ day: string }>(
      'select day::text as day from private.visit_salts',
    );
    expect(salts.rows).toEqual([{ day: '2026-03-11' }]);
    expect(await dailyTotals(s.backend.db)).toMatchObject([{ visitors: 1 }, { visitors: 1 }]);
  });

  it('keep raw views 400 days; the daily counts stay', async () => {
    await recordVisitAt(s.backend.db, { at: '2025-01-01T12:00:00-06:00' });
    await recordVisitAt(s.backend.db, { at: '2026-03-11T12:00:00-06:00' });
    const raw = await s.backend.db.query<{ day: string }>('select day::text as day from private.visits');
    expect(raw.rows).toEqual([{ day: '2026-03-11' }]);
    expect(await dailyTotals(s.backend.db)).toHaveLength(2);
  });
});

describe('what is not recorded', () => {
  it.each([
    ['Do Not Track', { headers: { dnt: '1' } }],
    ['Global Privacy Control', { headers: { 'sec-gpc': '1' } }],
    ['a search robot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['Lighthouse', { userAgent: 'Mozilla/5.0 Chrome-Lighthouse' }],
  ])('a visit with %s is answered 204 and counts nothing', async (_label, browser) => {
    const answer = await recordPageView(s, { path: '/', screen_width: 1280 }, browser);
    expect(answer.status).toBe(204);
    expect(await dailyTotals(s.backend.db)).toEqual([]);
  });
});

describe('teachings', () => {
  it('a published article’s own page counts as a read of it', async () => {
    const teaching = `article:${published.article}`;
    await recordPageView(s, { path: '/blog/un-post', screen_width: 1280, teaching });
    expect(await dailyCounts(s.backend.db, 'teaching')).toEqual({ [teaching]: 1 });
  });

  it('a draft’s id counts the view but no teaching', async () => {
    await recordPageView(s, { path: '/blog/x', screen_width: 1280, teaching: `article:${draftArticle}` });
    expect(await dailyCounts(s.backend.db, 'teaching')).toEqual({});
    expect(await dailyTotals(s.backend.db)).toMatchObject([{ views: 1 }]);
  });

  it.each(['video', 'audio'] as const)('opening a published %s counts an open, not a view', async (type) => {
    const teaching = `${type}:${published[type]}`;
    expect((await recordTeachingOpen(s, { teaching, path: '/teachings' })).status).toBe(204);
    expect(await dailyCounts(s.backend.db, 'teaching')).toEqual({ [teaching]: 1 });
    expect(await dailyTotals(s.backend.db)).toEqual([]);
  });

  it('opening an id that is not a published teaching records nothing', async () => {
    const unknown = 'video:00000000-0000-4000-8000-000000000000';
    expect((await recordTeachingOpen(s, { teaching: unknown, path: '/teachings' })).status).toBe(204);
    expect((await s.backend.db.query('select 1 from private.visits')).rows).toEqual([]);
  });
});

describe('the rate limit', () => {
  const at = '2026-03-10T12:00:30-06:00';
  const count = async () => (await dailyTotals(s.backend.db))[0]?.views ?? 0;

  it('takes 600 views a minute from one address, refuses the next, and still takes other addresses', async () => {
    await s.backend.db.query(
      `select private.record_visit($1, '{"x-forwarded-for":"203.0.113.9"}', 'view', '/', null, 1280, null)
       from generate_series(1, 600)`,
      [at],
    );
    expect(await count()).toBe(600);
    await expect(recordVisitAt(s.backend.db, { at, browser: { ip: '203.0.113.9' } })).rejects.toMatchObject({
      code: 'PGRST',
    });
    await recordVisitAt(s.backend.db, { at, browser: { ip: '203.0.113.10' } });
    await recordVisitAt(s.backend.db, { at: '2026-03-10T12:01:00-06:00', browser: { ip: '203.0.113.9' } });
    expect(await count()).toBe(602);
  });

  it('answers a refused view with 429 and Retry-After, and stores nothing of it', async () => {
    await recordPageView(s, { path: '/', screen_width: 1280 }, { ip: '203.0.113.11' });
    // The next minutes are full for this address, whenever this request's minute falls.
    await s.backend.db.exec(
      `update private.visit_rate set hits = 600 where client <> ''::bytea;
       insert into private.visit_rate (client, minute, hits)
       select client, minute + interval '1 minute', 600 from private.visit_rate where client <> ''::bytea`,
    );
    const answer = await recordPageView(s, { path: '/', screen_width: 1280 }, { ip: '203.0.113.11' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.body).toMatchObject({ code: 'visit_rate_limited' });
    expect(await count()).toBe(1);
  });

  it('refuses any view beyond 30,000 a minute in all', async () => {
    await recordVisitAt(s.backend.db, { at });
    await s.backend.db.query(`update private.visit_rate set hits = 30000 where client = ''::bytea`);
    await expect(recordVisitAt(s.backend.db, { at, browser: { ip: '198.51.100.1' } })).rejects.toMatchObject({
      code: 'PGRST',
    });
    expect(await count()).toBe(1);
  });

  it('forgets the counts of past minutes when a new minute starts', async () => {
    await recordVisitAt(s.backend.db, { at: '2026-03-10T12:00:00-06:00' });
    await recordVisitAt(s.backend.db, { at: '2026-03-10T12:05:00-06:00' });
    const { rows } = await s.backend.db.query<{ minute: string }>(
      `select distinct to_char(minute at time zone 'America/Mexico_City', 'HH24:MI') as minute from private.visit_rate`,
    );
    expect(rows).toEqual([{ minute: '12:05' }]);
  });
});
