-- Monthly counts beside the daily ones, so a year of statistics reads about twelve rows per page,
-- teaching, referring site and device class instead of 365. The daily counts stay the one source of
-- truth: a trigger adds every change of a daily count to its month in the same transaction, whoever
-- writes it (private.record_visit view by view, a backfill, a correction by hand), so the month is always
-- the sum of its days. Unique visitors are not rolled up: they are counted per day (the salt and the
-- hashes last a day), so a period's figure is the sum of its days' and stays read from the daily totals.

create table public.visit_monthly_counts (
  dimension text not null check (dimension in ('page', 'referrer', 'device', 'teaching')),
  month date not null check (extract(day from month) = 1),
  value text not null,
  hits bigint not null default 0,
  primary key (dimension, month, value)
);

comment on table public.visit_monthly_counts is
  'Sums of public.visit_daily_counts per month (first day of the month); kept equal to them by a trigger on the daily counts.';

alter table public.visit_monthly_counts enable row level security;

revoke all on table public.visit_monthly_counts from anon, authenticated;
grant select on table public.visit_monthly_counts to authenticated, service_role;

create policy "Editors and admins can read the monthly visit counts"
on public.visit_monthly_counts for select
to authenticated
using ((select private.has_role('admin', 'editor')));

-- Adds a daily count's change (inserted, raised, lowered or deleted) to its month. Rows arrive in the
-- order the daily statement locked them (record_visit sorts them by dimension), so concurrent views lock
-- the months in the same order too and never deadlock.
create function private.add_daily_count_to_month()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed public.visit_daily_counts := coalesce(new, old);
  delta bigint := coalesce(new.hits, 0) - coalesce(old.hits, 0);
begin
  if tg_op = 'UPDATE' and (new.dimension, new.day, new.value) is distinct from (old.dimension, old.day, old.value) then
    -- A count moved to another key: take it out of the old month, then add it to the new one.
    insert into public.visit_monthly_counts as m (dimension, month, value, hits)
    values (old.dimension, date_trunc('month', old.day::timestamp)::date, old.value, -old.hits)
    on conflict on constraint visit_monthly_counts_pkey do update set hits = m.hits + excluded.hits;
    delta := new.hits;
    changed := new;
  end if;
  if delta <> 0 then
    insert into public.visit_monthly_counts as m (dimension, month, value, hits)
    values (changed.dimension, date_trunc('month', changed.day::timestamp)::date, changed.value, delta)
    on conflict on constraint visit_monthly_counts_pkey do update set hits = m.hits + excluded.hits;
  end if;
  return null;
end;
$$;

comment on function private.add_daily_count_to_month() is
  'Trigger: keeps public.visit_monthly_counts equal to the sums of public.visit_daily_counts.';

revoke all on function private.add_daily_count_to_month() from public, anon, authenticated;

-- From here to this migration's commit no view is recorded (views wait for the lock), so the months
-- backfilled below hold every count made before the trigger, and the trigger every one after it.
lock table public.visit_daily_counts in share row exclusive mode;

create trigger add_to_month
after insert or update or delete on public.visit_daily_counts
for each row execute function private.add_daily_count_to_month();

insert into public.visit_monthly_counts (dimension, month, value, hits)
select c.dimension, date_trunc('month', c.day::timestamp)::date, c.value, sum(c.hits)
from public.visit_daily_counts c
group by 1, 2, 3;

-- The rankings read whole months from the monthly counts and only the days of the first, partial
-- month from the daily ones: at most 12 monthly and 30 daily rows per value for a year (a month: at
-- most 30 daily and one monthly).
create or replace function public.visit_ranking(days integer, dimension text, top integer default 10)
returns table (value text, hits bigint, title text)
language sql
stable
set search_path = ''
begin atomic
  with period as (
    select p.first_day,
      -- The first month that lies wholly inside the period.
      case when p.first_day = date_trunc('month', p.first_day::timestamp)::date then p.first_day
        else (date_trunc('month', p.first_day::timestamp) + interval '1 month')::date end as first_month
    from (select private.visit_period_start(visit_ranking.days) as first_day) as p
  ),
  counted as (
    select c.value, c.hits::bigint as hits
    from period p
    join public.visit_daily_counts c on c.day >= p.first_day and c.day < p.first_month
    where c.dimension = private.visit_dimension(visit_ranking.dimension)
    union all
    select m.value, m.hits
    from period p
    join public.visit_monthly_counts m on m.month >= p.first_month
    where m.dimension = private.visit_dimension(visit_ranking.dimension)
  ),
  ranked as (
    select c.value, sum(c.hits)::bigint as hits
    from counted c
    group by c.value
    order by 2 desc, 1
    limit least(greatest(coalesce(visit_ranking.top, 10), 1), 50)
  )
  select r.value, r.hits,
    case when visit_ranking.dimension = 'teaching' then
      case split_part(r.value, ':', 1)
        when 'article' then (select p.title from public.posts p where p.id = split_part(r.value, ':', 2)::uuid)
        when 'video' then (select v.title from public.videos v where v.id = split_part(r.value, ':', 2)::uuid)
        when 'audio' then (select a.title from public.audios a where a.id = split_part(r.value, ':', 2)::uuid)
      end
    end
  from ranked r
  order by 2 desc, 1;
end;

comment on function public.visit_ranking(integer, text, integer) is
  'Most counted pages, referring sites, device classes or teachings over the last `days` days (whole months from the monthly counts); editors and admins.';

-- The same daily series as before, with the period worked out once: inlined, the first day's function
-- ran again for every day of the series (three times per row), most of a year's answer in PGlite.
create or replace function public.visit_totals(days integer)
returns table (day date, views integer, visitors integer)
language sql
stable
set search_path = ''
begin atomic
  with period as materialized (
    select private.visit_period_start(visit_totals.days) as first_day, private.visit_period_start(1) as today
  )
  select p.first_day + n, coalesce(t.views, 0), coalesce(t.visitors, 0)
  from period p
  cross join lateral generate_series(0, p.today - p.first_day) as n
  left join public.visit_daily_totals t on t.day = p.first_day + n
  order by 1;
end;
