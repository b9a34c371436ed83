import { migrate } from '@palabra-viva/local-supabase';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migratedUpTo, type OlderDatabase } from '../support/migratedUpTo.ts';

// The migration that adds the monthly visit counts, run on a database that already holds daily counts:
// it fills every month with the sums of its days, and the rankings then read the same figures.
const ROLLUPS = '20251125000000';

let older: OlderDatabase;
const dailyCount = fc.record({
  dimension: fc.constantFrom('page', 'referrer', 'device', 'teaching'),
  daysBack: fc.integer({ min: 0, max: 500 }),
  value: fc.constantFrom('/', '/about', 'google.com', 'mobile', 'video:1'),
  hits: fc.integer({ min: 1, max: 100_000 }),
});
// One fixed sample: the same old data on every run, spread over a year and a half.
const OLD_COUNTS = fc.sample(fc.array(dailyCount, { minLength: 300, maxLength: 300 }), {
  seed: 20,
  numRuns: 1,
})[0]!;

beforeAll(async () => {
  older = await migratedUpTo(ROLLUPS, 'rollups');
  await older.db.query(
    `insert into public.visit_daily_counts (dimension, day, value, hits)
     select c.dimension, current_date - c."daysBack", c.value, sum(c.hits)
     from jsonb_to_recordset($1::jsonb) as c (dimension text, "daysBack" int, value text, hits int)
     group by 1, 2, 3`,
    [JSON.stringify(OLD_COUNTS)],
  );
  await migrate(older.db);
}, 120_000);

afterAll(() => older?.close());

it('fills each month with the sums of its days', async () => {
  const { rows } = await older.db.query<{ months: number; differing: number; hits: string }>(
    `with days as (
       select dimension, date_trunc('month', day)::date as month, value, sum(hits) as hits
       from public.visit_daily_counts group by 1, 2, 3)
     select (select count(*)::int from public.visit_monthly_counts) as months,
       (select count(*)::int from days d full join public.visit_monthly_counts m using (dimension, month, value)
        where d.hits is distinct from m.hits) as differing,
       (select sum(hits)::text from public.visit_monthly_counts) as hits`,
  );
  expect(rows[0]).toEqual({
    months: expect.any(Number),
    differing: 0,
    hits: String(OLD_COUNTS.reduce((sum, count) => sum + count.hits, 0)),
  });
  expect(rows[0]!.months).toBeGreaterThan(20);
});

it.each([30, 90, 365])('ranks %i days exactly as the daily counts add up', async (days) => {
  const { rows } = await older.db.query<{ ranked: unknown; summed: unknown }>(
    `select
       (select json_agg(json_build_object('value', r.value, 'hits', r.hits) order by r.hits desc, r.value)
        from public.visit_ranking($1, 'page', 50) r) as ranked,
       (select json_agg(json_build_object('value', s.value, 'hits', s.hits) order by s.hits desc, s.value)
        from (select value, sum(hits) as hits from public.visit_daily_counts
              where dimension = 'page' and day >= private.visit_period_start($1) group by value) s) as summed`,
    [days],
  );
  expect(rows[0]!.ranked).toEqual(rows[0]!.summed);
});
