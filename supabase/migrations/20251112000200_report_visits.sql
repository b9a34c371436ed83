-- What the Estadísticas screen and the dashboard ask: visits per day and the most counted pages,
-- teachings, referring sites and device classes over the last N days. They read the daily counts, never
-- the raw views, so a year of a busy site answers as fast as a week. They run as the caller: RLS lets
-- editors and admins read the counts and gives everyone else nothing.

-- The first day of a period of `days` days that ends today, in the statistics' time zone (1 to 366).
create function private.visit_period_start(days integer)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date;
begin
  if days is null or days not between 1 and 366 then
    raise exception using errcode = '22023', message = 'El periodo debe tener entre 1 y 366 días.';
  end if;
  select (now() at time zone s.time_zone)::date into today from private.visit_settings s;
  return today - (days - 1);
end;
$$;

comment on function private.visit_period_start(integer) is
  'First day of the last `days` days (1–366) in the visit statistics'' time zone; refuses other periods.';

-- Refuses a dimension the counts do not have, so a typo is an error rather than an empty chart.
create function private.visit_dimension(dimension text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if dimension is null or dimension not in ('page', 'referrer', 'device', 'teaching') then
    raise exception using errcode = '22023', message = 'Dimensión desconocida.',
      hint = 'Una de: page, referrer, device, teaching.';
  end if;
  return dimension;
end;
$$;

revoke all on function private.visit_period_start(integer) from public, anon;
revoke all on function private.visit_dimension(text) from public, anon;
grant execute on function private.visit_period_start(integer) to authenticated, service_role;
grant execute on function private.visit_dimension(text) to authenticated, service_role;

-- Views and unique visitors of each of the last `days` days, oldest first; days without visits give 0.
create function public.visit_totals(days integer)
returns table (day date, views integer, visitors integer)
language sql
stable
set search_path = ''
begin atomic
  -- The series hangs on the checked first day (lateral), so a refused period is an error, not empty.
  select p.first_day + n, coalesce(t.views, 0), coalesce(t.visitors, 0)
  from (select private.visit_period_start(days) as first_day) as p
  cross join lateral generate_series(0, private.visit_period_start(1) - p.first_day) as n
  left join public.visit_daily_totals t on t.day = p.first_day + n
  order by 1;
end;

comment on function public.visit_totals(integer) is
  'Views and unique visitors per day over the last `days` days (1–366), zeros included; editors and admins.';

-- The `top` (1–50) values of a dimension with the most hits over the last `days` days. For teachings the
-- value is type:id and `title` its title (null once deleted).
create function public.visit_ranking(days integer, dimension text, top integer default 10)
returns table (value text, hits bigint, title text)
language sql
stable
set search_path = ''
begin atomic
  with ranked as (
    select c.value, sum(c.hits)::bigint as hits
    from public.visit_daily_counts c
    where c.dimension = private.visit_dimension(visit_ranking.dimension)
      and c.day >= private.visit_period_start(visit_ranking.days)
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
  'Most counted pages, referring sites, device classes or teachings over the last `days` days; editors and admins.';

-- From anon too: Supabase grants the API roles execute on every new function of public by default.
revoke all on function public.visit_totals(integer) from public, anon;
revoke all on function public.visit_ranking(integer, text, integer) from public, anon;
grant execute on function public.visit_totals(integer) to authenticated, service_role;
grant execute on function public.visit_ranking(integer, text, integer) to authenticated, service_role;
