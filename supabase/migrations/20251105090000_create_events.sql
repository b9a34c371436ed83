-- Gatherings: services, Bible studies, prayer nights, conferences. An event happens at a wall-clock time
-- in a named time zone (`starts_at` + `time_zone`), as iCalendar's DTSTART;TZID does, not at a UTC
-- instant: "every Wednesday at 19:00" must stay at 19:00 after a daylight-saving change, and when a
-- country changes its rules (Mexico dropped DST in 2022) the stored events stay right, because the
-- offset is worked out from the zone when the dates are expanded, never frozen when the row was saved.

-- True for a zone name Postgres knows (the IANA names: America/Mexico_City, Europe/Madrid…).
create function private.is_time_zone(name text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform now() at time zone name;
  return true;
exception when invalid_parameter_value then
  return false;
end;
$$;

revoke all on function private.is_time_zone(text) from public;
-- Check constraints run as the writer: staff write events through the API.
grant execute on function private.is_time_zone(text) to authenticated, service_role;

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  description text not null default '' check (char_length(description) <= 10000),
  image_url text check (image_url ~* '^https?://' and char_length(image_url) <= 2048),
  -- Where: a place (name and address), an online link, or both.
  location_name text check (char_length(btrim(location_name)) between 1 and 300),
  location_address text check (char_length(btrim(location_address)) between 1 and 500),
  online_url text check (online_url ~* '^https?://' and char_length(online_url) <= 2048),
  -- The first occurrence, in the zone's wall-clock time; the end gives every occurrence its length.
  starts_at timestamp not null,
  ends_at timestamp not null,
  time_zone text not null check (private.is_time_zone(time_zone)),
  -- RFC 5545 RRULE value without the "RRULE:" prefix, e.g. FREQ=MONTHLY;BYDAY=3WE. Null: happens once.
  recurrence_rule text check (recurrence_rule ~ '^FREQ=[A-Z]+(;[A-Z]+=[A-Za-z0-9,+-]+)*$'
    and char_length(recurrence_rule) <= 500),
  -- EXDATE: start times (same wall clock and zone as starts_at) of occurrences that will not happen.
  recurrence_exceptions timestamp[] not null default '{}' check (cardinality(recurrence_exceptions) <= 500),
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_place_or_link check (location_name is not null or online_url is not null),
  constraint events_end_after_start check (ends_at > starts_at),
  constraint events_published_at_required check (not is_published or published_at is not null)
);

comment on table public.events is
  'Gatherings at a wall-clock time in a time zone, once or recurring (RRULE + EXDATE); public once published.';
comment on column public.events.starts_at is 'First occurrence, wall-clock time in time_zone (iCalendar DTSTART;TZID).';
comment on column public.events.ends_at is 'End of the first occurrence, wall-clock time in time_zone.';
comment on column public.events.time_zone is 'IANA time zone of starts_at, ends_at and the exceptions.';
comment on column public.events.recurrence_rule is 'RFC 5545 RRULE value (no RRULE: prefix); null for a one-off event.';
comment on column public.events.recurrence_exceptions is 'RFC 5545 EXDATE: cancelled occurrence starts, wall-clock time.';

create index events_created_at_idx on public.events (created_at desc);

create trigger set_updated_at
before update on public.events
for each row execute function private.set_updated_at();

alter table public.events enable row level security;

revoke all on table public.events from anon, authenticated;
grant select on table public.events to anon;
grant select, insert, update, delete on table public.events to authenticated;
grant all on table public.events to service_role;

create policy "Visitors can read published events"
on public.events for select
to anon, authenticated
using (is_published and published_at <= now());

create policy "Editors can read every event"
on public.events for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create events"
on public.events for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update events"
on public.events for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete events"
on public.events for delete
to authenticated
using ((select private.has_role('admin', 'editor')));

-- Publishing, editing a published event, unpublishing or deleting one rebuilds the site, like content.
create trigger request_site_rebuild after insert or update or delete on public.events
for each row execute function private.request_rebuild_for_published_content();

-- Past dates must drop off the calendar even when nobody edits anything: while any event is published,
-- a new day in its zone counts as due content. In production the dispatch job pg_cron already runs every
-- minute (20250607090000_record_site_rebuild_requests.sql) sees it and rebuilds just after midnight; the
-- local rebuilder (npm start) plans the same moment. Events scheduled for later publish like posts.
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
    );
$$;

revoke all on function private.scheduled_content_due_since(timestamptz) from public;
