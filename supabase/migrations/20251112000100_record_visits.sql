-- The only way a visit gets in: two entry points the site's beacon calls as a visitor (anon), each handing
-- its arguments to private.record_visit, which checks and bounds every one of them, applies the rate
-- limit, and then writes exactly one raw row and adds one to the day's counts. Nothing else can be
-- written through them: the tables, the day and the visitor hash are chosen here, never by the caller.

-- Records one page view (kind 'view') or one teaching opened from a link that leaves the site (kind
-- 'open'). `recorded_at` and `headers` come from the entry points (now() and PostgREST's request.headers);
-- the benchmark calls it directly to lay out a year of views.
create function private.record_visit(
  recorded_at timestamptz,
  headers jsonb,
  kind text,
  path text,
  referrer text,
  screen_width integer,
  teaching text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_agent text := left(coalesce(headers ->> 'user-agent', ''), 512);
  -- Supabase's edge sets cf-connecting-ip, which a caller cannot forge; x-forwarded-for's first entry is
  -- what a proxy without it (and the local server) passes on.
  address text := left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    ''
  ), 64);
  visit_day date;
  this_minute timestamptz := date_trunc('minute', recorded_at);
  day_salt bytea;
  teaching_type text;
  teaching_id uuid;
  published boolean;
  clean_path text;
  referrer_host text;
  device text;
  new_visitors integer := 0;
  client_hits integer;
  all_hits integer;
begin
  -- Every argument is checked before anything else: a malformed call is refused whoever sends it.
  if kind is null or kind not in ('view', 'open') then
    raise exception using errcode = '22023', message = 'Tipo de visita desconocido.';
  end if;
  if path is null or char_length(path) > 300 or path !~ '^/[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$' then
    raise exception using errcode = '22023', message = 'La ruta de la página no es válida.',
      hint = 'Una ruta empieza por / y tiene como mucho 300 caracteres, sin consulta ni fragmento.';
  end if;
  if char_length(referrer) > 2048 then
    raise exception using errcode = '22023', message = 'La página de procedencia es demasiado larga.';
  end if;
  if kind = 'view' and (screen_width is null or screen_width not between 1 and 100000) then
    raise exception using errcode = '22023', message = 'El ancho de pantalla no es válido.';
  end if;
  if teaching !~ '^(article|video|audio):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or (kind = 'open' and teaching is null) then
    raise exception using errcode = '22023', message = 'La enseñanza no es válida.',
      hint = 'Se espera article:, video: o audio: seguido del id.';
  end if;

  -- The visitor said no (Do Not Track, Global Privacy Control), or it is a robot: nothing is recorded.
  if headers ->> 'dnt' = '1' or headers ->> 'sec-gpc' = '1'
    or user_agent ~* '(bot|crawl|spider|slurp|lighthouse)' then
    return;
  end if;

  -- Only published teachings are counted: an id from an old page or a guess adds nothing.
  teaching_type := split_part(teaching, ':', 1);
  teaching_id := split_part(teaching, ':', 2)::uuid;
  -- (A CASE inside IF would end the condition at its first THEN: plpgsql reads up to THEN.)
  published := case teaching_type
    when 'article' then exists (
      select 1 from public.posts p where p.id = teaching_id and p.is_published and p.published_at <= now())
    when 'video' then exists (
      select 1 from public.videos v where v.id = teaching_id and v.is_published and v.published_at <= now())
    when 'audio' then exists (
      select 1 from public.audios a where a.id = teaching_id and a.is_published and a.published_at <= now())
  end;
  if teaching is not null and not published then
    if kind = 'open' then
      return;
    end if;
    teaching := null;
  end if;

  select (recorded_at at time zone s.time_zone)::date into visit_day from private.visit_settings s;
  select s.salt into day_salt from private.visit_salts s where s.day = visit_day;
  if day_salt is null then
    insert into private.visit_salts (day, salt) values (visit_day, extensions.gen_random_bytes(32))
    on conflict (day) do nothing;
    select s.salt into day_salt from private.visit_salts s where s.day = visit_day;
    -- A new day: the old salt and hashes go, so no visitor can be followed from one day to the next;
    -- raw views are kept 400 days.
    delete from private.visit_salts s where s.day < visit_day;
    delete from private.visit_visitors v where v.day < visit_day;
    delete from private.visits v where v.day < visit_day - 400;
  end if;

  -- At most 600 a minute from one address (a church's shared Wi-Fi stays well below), and 30,000 a
  -- minute in all. Raising rolls the whole call back, counter included.
  insert into private.visit_rate as r (client, minute, hits)
  values (sha256(day_salt || convert_to(address, 'UTF8')), this_minute, 1)
  on conflict on constraint visit_rate_pkey do update set hits = r.hits + 1
  returning r.hits into client_hits;
  if client_hits > 600 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'visit_rate_limited', 'message',
        'Demasiadas visitas desde esta conexión. Inténtalo dentro de un minuto.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;

  clean_path := coalesce(nullif(rtrim(path, '/'), ''), '/');
  if kind = 'view' then
    referrer_host := regexp_replace(
      lower(substring(referrer from '(?i)^https?://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\.', '');
    if char_length(referrer_host) > 253
      or referrer_host !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$' then
      referrer_host := null;
    end if;
    device := case when screen_width < 768 then 'mobile' when screen_width < 1024 then 'tablet' else 'desktop' end;
    insert into private.visit_visitors (day, visitor)
    values (visit_day, sha256(day_salt || convert_to(address || E'\n' || user_agent, 'UTF8')))
    on conflict do nothing;
    get diagnostics new_visitors = row_count;
  end if;

  insert into private.visits (recorded_at, day, kind, path, referrer_host, device, teaching)
  values (recorded_at, visit_day, kind, clean_path, referrer_host, device, teaching);

  -- Counted rows are always locked in the same order (dimension, then the totals), so concurrent views
  -- wait for each other but never deadlock.
  insert into public.visit_daily_counts as c (dimension, day, value, hits)
  select d.dimension, visit_day, d.value, 1
  from (
    values ('device', device), ('page', case when kind = 'view' then clean_path end),
      ('referrer', referrer_host), ('teaching', teaching)
  ) as d (dimension, value)
  where d.value is not null
  order by d.dimension
  on conflict on constraint visit_daily_counts_pkey do update set hits = c.hits + 1;

  insert into private.visit_rate as r (client, minute, hits)
  values (''::bytea, this_minute, 1)
  on conflict on constraint visit_rate_pkey do update set hits = r.hits + 1
  returning r.hits into all_hits;
  if all_hits = 1 then
    delete from private.visit_rate r where r.minute < this_minute - interval '1 minute';
  end if;
  if all_hits > 30000 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'visit_rate_limited', 'message',
        'El sitio está recibiendo demasiadas visitas. Inténtalo dentro de un minuto.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;

  if kind = 'view' then
    insert into public.visit_daily_totals as t (day, views, visitors)
    values (visit_day, 1, new_visitors)
    on conflict (day) do update set views = t.views + 1, visitors = t.visitors + excluded.visitors;
  end if;
end;
$$;

comment on function private.record_visit(timestamptz, jsonb, text, text, text, integer, text) is
  'Checks and records one page view or teaching opened, rate-limited; called by public.record_page_view and public.record_teaching_open.';

revoke all on function private.record_visit(timestamptz, jsonb, text, text, text, integer, text) from public;
-- The entry points run as the visitor and call this by reference (their bodies are parsed when they are
-- created), so visitors need execute on it but no usage on the private schema.
grant execute on function private.record_visit(timestamptz, jsonb, text, text, text, integer, text)
  to anon, authenticated, service_role;

-- The beacon's call after a page has loaded: the path, the referring page when it is another site, the
-- screen's width (for the device class) and, on a teaching's own page, which teaching it is.
create function public.record_page_view(
  path text,
  referrer text default null,
  screen_width integer default null,
  teaching text default null
)
returns void
language sql
set search_path = ''
begin atomic
  select private.record_visit(
    now(), coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb,
    'view', path, referrer, screen_width, teaching
  );
end;

comment on function public.record_page_view(text, text, integer, text) is
  'Records one page view for the visit statistics (no cookie, no address or browser stored).';

-- The beacon's call when a visitor opens a teaching's audio, video or file on another site.
create function public.record_teaching_open(teaching text, path text)
returns void
language sql
set search_path = ''
begin atomic
  select private.record_visit(
    now(), coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb,
    'open', path, null, null, teaching
  );
end;

comment on function public.record_teaching_open(text, text) is
  'Records that a teaching''s audio, video or file was opened from a page of the site.';

revoke all on function public.record_page_view(text, text, integer, text) from public;
revoke all on function public.record_teaching_open(text, text) from public;
grant execute on function public.record_page_view(text, text, integer, text) to anon, authenticated, service_role;
grant execute on function public.record_teaching_open(text, text) to anon, authenticated, service_role;
