-- The prayer wall (issue 17). A request is private unless the person chose the wall (without a name or
-- with their first name); the pastoral team moderates wall requests (public text, approve or reject,
-- urgency, category); approved ones stay on /oracion for N days (prayer_wall_settings.wall_days) or until
-- the person withdraws them. The person holds a private link (a random token, stored here only as its
-- SHA-256) to see how many prayed, withdraw, or mark the request answered; the answer becomes a
-- testimonial to moderate, linked to the request.

create table public.prayer_wall_settings (
  id boolean primary key default true check (id),
  -- Days an approved request stays on the wall.
  wall_days integer not null default 30 check (wall_days between 1 and 365),
  updated_at timestamptz not null default now()
);

comment on table public.prayer_wall_settings is
  'Site configuration of the prayer wall (one row): how many days an approved request stays on /oracion.';

insert into public.prayer_wall_settings (id) values (true);

alter table public.prayer_wall_settings enable row level security;
revoke all on table public.prayer_wall_settings from anon, authenticated;
grant select on table public.prayer_wall_settings to authenticated;
grant update (wall_days) on table public.prayer_wall_settings to authenticated;
grant all on table public.prayer_wall_settings to service_role;

create policy "The pastoral team can read the prayer wall settings"
on public.prayer_wall_settings for select
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Admins can change the prayer wall settings"
on public.prayer_wall_settings for update
to authenticated
using ((select private.has_role('admin')))
with check ((select private.has_role('admin')));

alter table public.prayer_requests
  add column visibility text not null default 'private' check (visibility in ('private', 'anonymous', 'named')),
  add column status text not null default 'pending'
    check (status in ('pending', 'approved', 'rejected', 'expired', 'withdrawn', 'answered')),
  -- What the wall shows: the request as moderators edited it (identifying details removed).
  add column public_text text check (public_text ~ '\S' and char_length(public_text) <= 5000),
  -- The first name, for `named` requests, taken when approved.
  add column display_name text check (char_length(display_name) <= 100),
  add column is_urgent boolean not null default false,
  add column category text check (category ~ '\S' and char_length(category) <= 60),
  add column approved_at timestamptz,
  add column expires_at timestamptz,
  -- When it was withdrawn, answered or expired.
  add column closed_at timestamptz,
  add column prayed_count integer not null default 0 check (prayed_count >= 0),
  add column link_token_hash bytea unique check (octet_length(link_token_hash) = 32),
  add column link_expires_at timestamptz,
  add constraint prayer_requests_wall_needs_consent check (status <> 'approved' or visibility <> 'private'),
  add constraint prayer_requests_approved_has_dates
    check (status <> 'approved' or (approved_at is not null and expires_at is not null and public_text is not null));

comment on column public.prayer_requests.visibility is
  'Chosen by the person: private (only the pastoral team), anonymous (wall without a name), named (wall with the first name).';
comment on column public.prayer_requests.status is
  'pending, approved (on the wall), rejected, expired, withdrawn (by the person), answered (by the person).';
comment on column public.prayer_requests.link_token_hash is
  'SHA-256 of the person''s private link token; the token itself is never stored.';

create index prayer_requests_wall_idx on public.prayer_requests (is_urgent desc, approved_at desc)
  where status = 'approved';

-- Moderators choose the wall's text, urgency, category and the moderation status; counts, dates, links and
-- the person's own outcomes (withdrawn, answered) are set only by the functions below.
grant update (public_text, is_urgent, category, status) on table public.prayer_requests to authenticated;

-- Testimonies that answer a prayer: the link for staff, and a public flag for the badge that says nothing
-- about the request.
alter table public.testimonials
  add column prayer_request_id uuid unique references public.prayer_requests (id) on delete set null,
  -- Set only by answer_prayer (no API role may write it), so the public flag cannot be forged.
  add column answers_prayer boolean not null default false;

grant select (answers_prayer) on table public.testimonials to anon, authenticated;
grant select (prayer_request_id) on table public.testimonials to authenticated;

-- Status changes by moderators: approving fills the wall fields from the request and the settings;
-- the outcomes only the person or the expiry job decide are refused to them. It runs with the caller's
-- rights (no security definer), so current_user tells a moderator from the functions below.
create function private.moderate_prayer_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if current_user = 'authenticated' and (
      new.status in ('expired', 'withdrawn', 'answered') or old.status in ('withdrawn', 'answered')
    ) then
      raise exception 'Solo la persona que pidió oración puede retirarla o marcarla como contestada.'
        using errcode = '42501';
    end if;
    if new.status = 'approved' then
      new.approved_at := now();
      new.expires_at := now() + make_interval(days => (select s.wall_days from public.prayer_wall_settings s));
      new.public_text := coalesce(new.public_text, new.request_text);
      new.display_name := case when new.visibility = 'named' then split_part(btrim(new.name), ' ', 1) end;
      new.closed_at := null;
    elsif new.status in ('expired', 'withdrawn', 'answered') then
      new.closed_at := now();
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.moderate_prayer_request() from public;

create trigger moderate_prayer_request before update on public.prayer_requests
for each row execute function private.moderate_prayer_request();

-- The static /oracion page changes when a request joins or leaves the wall or its shown fields change;
-- a prayer counted is not a rebuild (counts are read live).
create function private.request_rebuild_for_prayer_wall()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.status = 'approved')
    or (tg_op = 'DELETE' and old.status = 'approved')
    or (tg_op = 'UPDATE' and (old.status = 'approved' or new.status = 'approved')
      and (old.status, old.public_text, old.display_name, old.is_urgent, old.category)
        is distinct from (new.status, new.public_text, new.display_name, new.is_urgent, new.category)) then
    perform private.record_site_rebuild_request('prayer_requests ' || lower(tg_op));
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_prayer_wall() from public;

create trigger request_site_rebuild after insert or update or delete on public.prayer_requests
for each row execute function private.request_rebuild_for_prayer_wall();

-- A secret salt, so the hashed addresses and visitor ids kept for a day cannot be reversed by trying
-- every IPv4 address.
create table private.prayer_wall_salt (
  id boolean primary key default true check (id),
  salt text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);
insert into private.prayer_wall_salt (id) values (true);
revoke all on table private.prayer_wall_salt from public;

-- The caller's address as the API gateway reports it (Cloudflare's header first), salted and hashed with
-- the day, so nothing stored identifies a person or links their days.
create function private.visitor_address_hash(today date)
returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  with headers as (select nullif(current_setting('request.headers', true), '')::json as h)
  select sha256(convert_to(
    coalesce(
      nullif(btrim(h ->> 'cf-connecting-ip'), ''),
      nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
      'unknown'
    ) || '|' || today::text || '|' || (select s.salt from private.prayer_wall_salt s),
    'UTF8'))
  from headers;
$$;

revoke all on function private.visitor_address_hash(date) from public;

-- One row per request, day and visitor who prayed: the primary key is what makes a click count once.
create table private.prayer_clicks (
  request_id uuid not null references public.prayer_requests (id) on delete cascade,
  day date not null,
  visitor_hash bytea not null,
  address_hash bytea not null,
  primary key (request_id, day, visitor_hash)
);
create index prayer_clicks_address_idx on private.prayer_clicks (request_id, day, address_hash);
revoke all on table private.prayer_clicks from public;

comment on table private.prayer_clicks is
  'Who prayed for which wall request today: hashed visitor id and hashed address; purged after a day.';

-- Visitors per address, request and day: a household or a church network shares one address, a script
-- inventing visitor ids from one address stops here.
create function private.prayers_per_address_per_day()
returns integer
language sql
immutable
set search_path = ''
as $$ select 30 $$;

-- "Oré por ti": the one thing visitors may write to the wall. Counts once per visitor id (random, kept in
-- the browser), request and UTC day, and at most prayers_per_address_per_day() visitors per address;
-- only an approved, unexpired request's own count changes (any other answers 404). Returns the count.
create function private.pray_for(request_id uuid, visitor_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  address bytea := private.visitor_address_hash(today);
  visitor bytea;
  counted integer;
  added integer;
begin
  -- The row lock serialises clicks on one request, so the address limit below is exact too.
  select r.prayed_count into counted from public.prayer_requests r
  where r.id = pray_for.request_id and r.status = 'approved' and r.expires_at > now()
  for update;
  if not found then
    raise exception 'Esta petición ya no está en el muro de oración.' using errcode = 'PT404';
  end if;
  if (select count(*) from private.prayer_clicks c
      where c.request_id = pray_for.request_id and c.day = today and c.address_hash = address)
      >= private.prayers_per_address_per_day() then
    return counted;
  end if;
  visitor := sha256(convert_to(pray_for.visitor_id::text || '|' || (select s.salt from private.prayer_wall_salt s), 'UTF8'));
  insert into private.prayer_clicks (request_id, day, visitor_hash, address_hash)
  values (pray_for.request_id, today, visitor, address)
  on conflict do nothing;
  get diagnostics added = row_count;
  if added = 0 then
    return counted;
  end if;
  update public.prayer_requests r set prayed_count = r.prayed_count + 1
  where r.id = pray_for.request_id
  returning r.prayed_count into counted;
  return counted;
end;
$$;

revoke all on function private.pray_for(uuid, uuid) from public;
grant execute on function private.pray_for(uuid, uuid) to anon, authenticated, service_role;

comment on function private.pray_for(uuid, uuid) is
  '"Oré por ti": counts one prayer per visitor, request and day on an approved wall request; returns the count.';

-- The wall as visitors may see it: approved, unexpired requests, urgent and newest first, public fields
-- only. The static page is built from it and the page refreshes its counts from it.
create function private.prayer_wall()
returns table (
  id uuid,
  public_text text,
  display_name text,
  category text,
  is_urgent boolean,
  approved_at timestamptz,
  prayed_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.public_text, r.display_name, r.category, r.is_urgent, r.approved_at, r.prayed_count
  from public.prayer_requests r
  where r.status = 'approved' and r.expires_at > now()
  order by r.is_urgent desc, r.approved_at desc, r.id;
$$;

revoke all on function private.prayer_wall() from public;
grant execute on function private.prayer_wall() to anon, authenticated, service_role;

comment on function private.prayer_wall() is
  'The approved prayer requests on the wall: public text, first name or none, category, urgency, count.';

-- What the API exposes: invoker functions whose bodies (BEGIN ATOMIC, resolved when created) call the
-- definer ones above, so no security-definer function is reachable through the API itself (Supabase
-- linter 0028/0029) and the private schema needs no usage grant.
create function public.pray_for(request_id uuid, visitor_id uuid)
returns integer
language sql
security invoker
set search_path = ''
begin atomic
  select private.pray_for(request_id, visitor_id);
end;

create function public.prayer_wall()
returns table (
  id uuid,
  public_text text,
  display_name text,
  category text,
  is_urgent boolean,
  approved_at timestamptz,
  prayed_count integer
)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select w.id, w.public_text, w.display_name, w.category, w.is_urgent, w.approved_at, w.prayed_count
  from private.prayer_wall() w;
end;

revoke all on function public.pray_for(uuid, uuid) from public;
revoke all on function public.prayer_wall() from public;
grant execute on function public.pray_for(uuid, uuid) to anon, authenticated, service_role;
grant execute on function public.prayer_wall() to anon, authenticated, service_role;

comment on function public.pray_for(uuid, uuid) is
  '"Oré por ti": counts one prayer per visitor, request and day on an approved wall request; returns the count.';
comment on function public.prayer_wall() is
  'The approved prayer requests on the wall: public text, first name or none, category, urgency, count.';
