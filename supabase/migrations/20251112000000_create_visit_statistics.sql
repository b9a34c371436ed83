-- Visit statistics without cookies or personal data, in the manner of Plausible and GoatCounter. Pages
-- report a view through public.record_page_view (next migration); what is kept is counts per day and the
-- raw views without anyone's identity. A visitor is recognised within one day only, by a hash of the
-- connection's address and browser with a salt drawn that day and thrown away the next: neither the
-- address nor the browser is stored, and no hash can be linked to another day's.

-- The day a view counts for is the ministry's own day, not UTC's (an evening service would otherwise
-- count for the next day). It mirrors core/siteConfig.ts timeZone; a test keeps the two equal.
create table private.visit_settings (
  id boolean primary key default true check (id),
  time_zone text not null default 'America/Mexico_City' check (private.is_time_zone(time_zone))
);

comment on table private.visit_settings is
  'One row: the time zone whose days the visit statistics count (core/siteConfig.ts timeZone). Change it with SQL.';

insert into private.visit_settings (id) values (true) on conflict (id) do nothing;

-- Today's salt only: the first view of a new day draws one and deletes the previous.
create table private.visit_salts (
  day date primary key,
  salt bytea not null
);

comment on table private.visit_salts is
  'The salt of the visitor hashes, one per day; older salts are deleted when a day''s first view arrives.';

-- Today's visitors, to count each once: hashes of a day that is over are deleted with its salt.
create table private.visit_visitors (
  day date not null,
  visitor bytea not null,
  primary key (day, visitor)
);

comment on table private.visit_visitors is
  'Hashes (salted, daily) of the visitors seen today, so each counts once; emptied when the day changes.';

-- Views per connection and per minute, for the rate limit. Unlogged: losing it in a crash only resets
-- the current minute's counts, and it is written on every view.
create unlogged table private.visit_rate (
  client bytea not null,
  minute timestamptz not null,
  hits integer not null,
  primary key (client, minute)
);

comment on table private.visit_rate is
  'Views per connection (salted hash of the address) and per minute; rows of past minutes are deleted.';

-- Every view and every teaching opened, without who: the source the daily counts are sums of.
create table private.visits (
  id bigint generated always as identity primary key,
  recorded_at timestamptz not null,
  day date not null,
  kind text not null check (kind in ('view', 'open')),
  path text not null,
  referrer_host text,
  device text check (device in ('mobile', 'tablet', 'desktop')),
  teaching text
);

comment on table private.visits is
  'Page views and teachings opened: path, referring site, device class, teaching. No address, browser or visitor id.';

create index visits_day_idx on private.visits (day);

-- Only private.record_visit (security definer, next migration) touches these; the API roles get nothing.
alter table private.visit_settings enable row level security;
alter table private.visit_salts enable row level security;
alter table private.visit_visitors enable row level security;
alter table private.visit_rate enable row level security;
alter table private.visits enable row level security;
revoke all on table private.visit_settings, private.visit_salts, private.visit_visitors, private.visit_rate,
  private.visits from public, anon, authenticated;

-- What the Estadísticas screen reads: counts maintained on every view, so no query scans the views.
create table public.visit_daily_totals (
  day date primary key,
  views integer not null default 0,
  visitors integer not null default 0
);

comment on table public.visit_daily_totals is
  'Page views and unique visitors per day (the ministry''s time zone); written only by private.record_visit.';

create table public.visit_daily_counts (
  dimension text not null check (dimension in ('page', 'referrer', 'device', 'teaching')),
  day date not null,
  value text not null,
  hits integer not null default 0,
  primary key (dimension, day, value)
);

comment on table public.visit_daily_counts is
  'Views per day and page, referring site or device class, and opens per teaching (type:id); written only by private.record_visit.';

alter table public.visit_daily_totals enable row level security;
alter table public.visit_daily_counts enable row level security;

revoke all on table public.visit_daily_totals, public.visit_daily_counts from anon, authenticated;
grant select on table public.visit_daily_totals, public.visit_daily_counts to authenticated, service_role;

create policy "Editors and admins can read the daily visit totals"
on public.visit_daily_totals for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors and admins can read the daily visit counts"
on public.visit_daily_counts for select
to authenticated
using ((select private.has_role('admin', 'editor')));
