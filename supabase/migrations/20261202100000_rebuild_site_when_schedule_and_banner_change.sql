-- Site content that changes with the clock: a schedule exception must leave the site once its day is over,
-- and the announcement banner must appear at its start and go at its end (core/site/serviceSchedule.ts,
-- core/site/bannerView.ts). Those moments count as scheduled content, so production's dispatch job
-- (pg_cron, 20250607090000_record_site_rebuild_requests.sql) and the local rebuilder (`npm start`,
-- devserver/rebuildStore.ts) rebuild the site then by themselves. The prayer wall's days, also site
-- content now, are applied by publish_site_content (20261202090000_create_site_content.sql).

-- The ministry's zone: the published identity area's, or the one core/siteConfig.ts seeds (a test checks
-- both agree). A zone Postgres does not know falls back the same way; the build refuses it anyway.
create function private.site_time_zone()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  zone text;
begin
  select c.content ->> 'timeZone' into zone from public.site_content c where c.area = 'identity';
  if zone is null then
    return 'America/Mexico_City';
  end if;
  perform now() at time zone zone;
  return zone;
exception when others then
  return 'America/Mexico_City';
end;
$$;

revoke all on function private.site_time_zone() from public, anon, authenticated;

-- Instants the published site content changes by itself: the midnight after each schedule exception's
-- day and the banner's start and end, in the ministry's zone. A malformed value yields nothing (the build
-- refuses a published area that does not pass its schema, so it never reaches the site either).
create function private.site_content_moments()
returns setof timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  zone constant text := private.site_time_zone();
  schedule jsonb;
  banner jsonb;
  exception_day jsonb;
begin
  select c.content into schedule from public.site_content c where c.area = 'schedule';
  if jsonb_typeof(schedule -> 'exceptions') = 'array' then
    for exception_day in select value from jsonb_array_elements(schedule -> 'exceptions') loop
      begin
        return next ((exception_day ->> 'date')::date + 1)::timestamp at time zone zone;
      exception when others then
        null;
      end;
    end loop;
  end if;

  select c.content into banner from public.site_content c where c.area = 'banner';
  if (banner ->> 'enabled') = 'true' then
    begin
      return next (banner ->> 'start')::timestamp at time zone zone;
    exception when others then
      null;
    end;
    begin
      return next (banner ->> 'end')::timestamp at time zone zone;
    exception when others then
      null;
    end;
  end if;
end;
$$;

revoke all on function private.site_content_moments() from public, anon, authenticated;

-- As 20251105090000_create_events.sql, plus the moments of the site content.
create or replace function private.scheduled_content_due_since(since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.posts where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.videos where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.audios where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.resources where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.events where is_published and published_at > since and published_at <= now())
    or exists (
      select 1 from public.events
      where is_published and published_at <= now()
        and (since at time zone time_zone)::date < (now() at time zone time_zone)::date
    )
    or exists (select 1 from private.site_content_moments() as moment where moment > since and moment <= now());
$$;

revoke all on function private.scheduled_content_due_since(timestamptz) from public;

comment on table public.prayer_wall_settings is
  'How many days an approved request stays on /oracion: the identity area''s prayerWallDays, written when it is published.';
