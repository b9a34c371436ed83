import type { Database } from '@palabra-viva/local-supabase';

/** How many distinct values the seeded views spread over: a large ministry site's year. */
export const SEED_SHAPE = { days: 365, pages: 500, referrers: 60, teachings: 150 } as const;

/**
 * Lays out `total` views (one in ten a teaching opened) over the last 365 days in private.visits, in
 * set-based batches, then fills the daily totals and counts from them in one pass: the same rows
 * private.record_visit keeps up to date view by view (calling it a million times would take the bench
 * half an hour and measure the insert, not the screen); the monthly counts follow by their trigger.
 * Within a day the n-th view takes the n-th page, referrer and teaching in turn, so a busy day counts
 * every one of them: the most count rows a year of this many views can make. Visitors are two thirds of
 * the day's views.
 */
export async function seedVisits(db: Database, total: number, batch = 100_000): Promise<void> {
  const { days, pages, referrers, teachings } = SEED_SHAPE;
  for (let from = 1; from <= total; from += batch) {
    await db.query(
      `insert into private.visits (recorded_at, day, kind, path, referrer_host, device, teaching)
       select current_date - v.day_back + interval '12 hours', current_date - v.day_back,
         case when v.n % 10 = 0 then 'open' else 'view' end,
         '/pagina-' || ((v.n * 7919 + v.day_back) % $4),
         case when v.n % 10 <> 0 and v.n % 4 = 0 then 'sitio-' || ((v.n / 4 + v.day_back) % $5) || '.example' end,
         case when v.n % 10 <> 0 then (array['mobile', 'desktop', 'tablet'])[1 + (v.n % 3)] end,
         case when v.n % 10 = 0 or v.n % 7 = 0 then
           'video:' || lpad(to_hex((v.n * 13 + v.day_back) % $6), 8, '0') || '-0000-4000-8000-000000000000' end
       from generate_series($1::bigint, $2::bigint) as g
       cross join lateral (select (g % $3)::int as day_back, g / $3 as n) as v`,
      [from, Math.min(total, from + batch - 1), days, pages, referrers, teachings],
    );
  }
  await db.query(
    `insert into public.visit_daily_totals (day, views, visitors)
     select day, count(*), count(*) * 2 / 3 from private.visits where kind = 'view' group by day
     on conflict (day) do update set views = excluded.views, visitors = excluded.visitors`,
  );
  await db.query(
    `insert into public.visit_daily_counts (dimension, day, value, hits)
     select d.dimension, v.day, d.value, count(*)
     from private.visits v
     cross join lateral (values ('page', case when v.kind = 'view' then v.path end),
       ('referrer', v.referrer_host), ('device', v.device), ('teaching', v.teaching)) as d (dimension, value)
     where d.value is not null
     group by 1, 2, 3
     on conflict on constraint visit_daily_counts_pkey do update set hits = excluded.hits`,
  );
  await db.query(
    'analyze public.visit_daily_totals, public.visit_daily_counts, public.visit_monthly_counts, private.visits',
  );
}
