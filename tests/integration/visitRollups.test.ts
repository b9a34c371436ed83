import { fuzz } from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holders, nonHolders } from '../support/accessMatrix.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';
import { recordVisitAt } from '../support/visitCalls.ts';

/**
 * The monthly counts (supabase/migrations/20251125000000) against the raw views they summarise: for
 * random views over more than a year, every ranking the screen can ask equals a direct count of the
 * views of the period, and each month is the sum of its days, whatever writes the daily counts.
 */
let s: SeededBackend;
let teachings: string[] = [];
const DIMENSIONS = ['page', 'referrer', 'device', 'teaching'] as const;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  s = await startSeededBackend();
  const { rows } = await s.backend.db.query<{ teaching: string }>(
    `(select 'article:' || id as teaching from public.posts where is_published order by id limit 2)
     union all (select 'video:' || id from public.videos where is_published order by id limit 2)
     union all (select 'audio:' || id from public.audios where is_published order by id limit 1)`,
  );
  teachings = rows.map((row) => row.teaching);
});
afterAll(() => s.close());

const forget = () =>
  s.backend.db.exec(`
    truncate private.visits, private.visit_visitors, private.visit_salts, private.visit_rate,
      public.visit_daily_totals, public.visit_daily_counts, public.visit_monthly_counts`);
beforeEach(forget);

const visit = () =>
  fc.record({
    daysBack: fc.integer({ min: 0, max: 400 }),
    kind: fc.constantFrom('view', 'view', 'view', 'open') as fc.Arbitrary<'view' | 'open'>,
    path: fc.constantFrom('/', '/about', '/blog/uno', '/teachings'),
    referrer: fc.constantFrom(null, 'https://google.com/', 'https://www.facebook.com/x'),
    width: fc.constantFrom(390, 800, 1280),
    teaching: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  });

type Ranked = { value: string; hits: number }[];

async function ranking(days: number, dimension: string): Promise<Ranked> {
  const { rows } = await s.backend.db.query<{ value: string; hits: string }>(
    'select value, hits from public.visit_ranking($1, $2, 50)',
    [days, dimension],
  );
  return rows.map((row) => ({ value: row.value, hits: Number(row.hits) }));
}

/** The same ranking counted straight from the raw views of the period. */
async function counted(days: number, dimension: string): Promise<Ranked> {
  const { rows } = await s.backend.db.query<{ value: string; hits: string }>(
    `select d.value, count(*) as hits
     from private.visits v
     cross join lateral (values ('page', case when v.kind = 'view' then v.path end),
       ('referrer', v.referrer_host), ('device', v.device), ('teaching', v.teaching)) as d (dimension, value)
     where d.dimension = $2 and d.value is not null
       and v.day >= (select (now() at time zone time_zone)::date - ($1::int - 1) from private.visit_settings)
     group by d.value
     order by 2 desc, 1`,
    [days, dimension],
  );
  return rows.map((row) => ({ value: row.value, hits: Number(row.hits) }));
}

/** Views per day as visit_totals gives them and as the raw views count them, days without views left out. */
async function viewsPerDay(days: number): Promise<{ reported: unknown; counted: unknown }> {
  const { rows } = await s.backend.db.query<{ reported: unknown; counted: unknown }>(
    `select
       (select json_object_agg(t.day, t.views order by t.day) from public.visit_totals($1) t where t.views > 0)
         as reported,
       (select json_object_agg(v.day, v.views order by v.day) from (
          select day, count(*) as views from private.visits
          where kind = 'view' and day >= private.visit_period_start($1) group by day) v) as counted`,
    [days],
  );
  return rows[0]!;
}

/** Monthly counts that differ from the sums of their days (none when the trigger keeps up). */
async function monthsOffTheirDays(): Promise<unknown[]> {
  const { rows } = await s.backend.db.query(
    `select coalesce(m.dimension, d.dimension) as dimension, coalesce(m.month, d.month) as month,
       coalesce(m.value, d.value) as value, m.hits as monthly, d.hits as daily
     from public.visit_monthly_counts m
     full join (
       select dimension, date_trunc('month', day)::date as month, value, sum(hits) as hits
       from public.visit_daily_counts group by 1, 2, 3
     ) d on (d.dimension, d.month, d.value) = (m.dimension, m.month, m.value)
     where m.hits is distinct from d.hits and not (d.hits is null and m.hits = 0)`,
  );
  return rows;
}

describe('rankings from monthly and daily counts, views per day', () => {
  it('equal a direct count of the views for any period up to a year', async () => {
    await fuzz(
      'recuentos mensuales = visitas contadas',
      fc.asyncProperty(
        fc.array(visit(), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 366 }),
        async (visits, days) => {
          await forget();
          for (const [index, v] of visits.entries()) {
            await recordVisitAt(s.backend.db, {
              // Spread over the day too, so some views fall on the other side of a midnight.
              at: new Date(Date.now() - v.daysBack * DAY_MS - index * 3_600_000).toISOString(),
              kind: v.kind,
              path: v.path,
              referrer: v.referrer,
              width: v.kind === 'view' ? v.width : null,
              teaching:
                v.teaching === null ? (v.kind === 'open' ? teachings[0]! : null) : teachings[v.teaching]!,
            });
          }
          for (const dimension of DIMENSIONS) {
            expect(await ranking(days, dimension)).toEqual(await counted(days, dimension));
          }
          const perDay = await viewsPerDay(days);
          expect(perDay.reported).toEqual(perDay.counted);
          expect(await monthsOffTheirDays()).toEqual([]);
        },
      ),
      4000,
    );
  }, 120_000);

  it.each([1, 30, 90, 365, 366])(
    'reaches exactly %i days back, months and partial month alike',
    async (days) => {
      for (const daysBack of [days - 1, days, days + 1, days + 31]) {
        await recordVisitAt(s.backend.db, {
          at: new Date(Date.now() - daysBack * DAY_MS).toISOString(),
          path: `/hace-${daysBack}`,
        });
      }
      expect(await ranking(days, 'page')).toEqual(await counted(days, 'page'));
    },
  );
});

describe('the monthly counts follow every change of the daily ones', () => {
  it('a correction, a moved count and a deletion by hand', async () => {
    const at = (daysBack: number) => new Date(Date.now() - daysBack * DAY_MS).toISOString();
    for (const daysBack of [0, 0, 40, 80])
      await recordVisitAt(s.backend.db, { at: at(daysBack), path: '/a' });
    await s.backend.db.exec(`
      update public.visit_daily_counts set hits = hits + 5 where dimension = 'page' and day = (select max(day) from public.visit_daily_counts);
      update public.visit_daily_counts set value = 'mobile' where dimension = 'device' and day = (select min(day) from public.visit_daily_counts);
      delete from public.visit_daily_counts where dimension = 'page' and day = (select min(day) from public.visit_daily_counts)`);
    expect(await monthsOffTheirDays()).toEqual([]);
  });

  it('only editors and admins read them, and nobody on the team writes them', async () => {
    await recordVisitAt(s.backend.db, { at: new Date().toISOString(), path: '/' });
    for (const actor of nonHolders('analytics.view')) {
      const read = await s.attempt(actor, 'select * from public.visit_monthly_counts');
      expect(read.ok ? read.rowCount : read.code).toBe(actor === 'anon' ? '42501' : 0);
    }
    for (const actor of holders('analytics.view')) {
      expect(await s.attempt(actor, 'select * from public.visit_monthly_counts')).toMatchObject({
        ok: true,
        rowCount: 2, // the page and the device class
      });
    }
    for (const actor of ['anon' as const, ...holders('analytics.view')]) {
      const write = await s.attempt(actor, `update public.visit_monthly_counts set hits = 0`);
      expect(write).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
