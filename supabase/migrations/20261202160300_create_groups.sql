-- Small groups «Grupos» (issue 33 item 4). A group is public content (/grupos, /grupos/[slug]): day, time,
-- zone, kind and the leader's first name. Where it meets (a home) and the leader's email are never public:
-- they live in group_addresses, which only the staff who run groups read. A visitor asks to join through the
-- server function `groups` (netlify/lib/groups/), which writes the request with the service role; staff
-- accept or decline through the same function, and accepting is the one path the address leaves the
-- database: an email to the accepted person. «Completo» is counted here from accepted members.

create table public.groups (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  -- The kinds /grupos filters by; core/groups/groupKinds.ts names them in Spanish.
  kind text not null check (kind in ('jovenes', 'matrimonios', 'mujeres', 'hombres', 'familias', 'general')),
  description text not null default '' check (char_length(description) <= 2000),
  -- ISO day of the week: 1 Monday … 7 Sunday.
  day_of_week smallint not null check (day_of_week between 1 and 7),
  meets_at time not null,
  -- The neighbourhood or zone shown publicly ("Col. Roma"), never the home address.
  zone text not null check (char_length(btrim(zone)) between 1 and 120),
  leader_first_name text not null check (char_length(btrim(leader_first_name)) between 1 and 60),
  -- Members the home can take; accepted requests count against it.
  capacity integer not null check (capacity between 1 and 500),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.groups is
  'Small groups of /grupos: public day, time, zone, kind and leader''s first name; the address lives apart.';

create trigger set_updated_at
before update on public.groups
for each row execute function private.set_updated_at();

create table public.group_addresses (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null unique references public.groups (id) on delete cascade,
  -- Where the group meets (a home): sent only to an accepted member, by email.
  address text not null check (char_length(btrim(address)) between 1 and 500),
  -- Where a join request is announced; the leader answers it in the admin.
  leader_email text not null check (char_length(leader_email) <= 320
    and leader_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  updated_at timestamptz not null default now()
);

comment on table public.group_addresses is
  'A group''s private details (home address, leader''s email): staff only, never on a page, feed or anon answer.';

create trigger set_updated_at
before update on public.group_addresses
for each row execute function private.set_updated_at();

create table public.group_join_requests (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.groups (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  email_normalized text generated always as (lower(btrim(email))) stored,
  -- E.164, for a WhatsApp message when the person consented to it.
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  whatsapp_consent boolean not null default false,
  message text not null default '' check (char_length(message) <= 1000),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint group_join_requests_reachable check (email is not null or (phone is not null and whatsapp_consent)),
  constraint group_join_requests_decided_at check ((status = 'pending') = (decided_at is null))
);

comment on table public.group_join_requests is
  'A visitor''s «Quiero unirme» to a group: pending until staff accept (the address is emailed) or decline.';

create index group_join_requests_group_idx on public.group_join_requests (group_id, status, created_at);
-- The same person asking twice while a request is open or accepted is refused in Spanish by
-- request_to_join_group; these hold it anyway. A declined person may ask again later.
create unique index group_join_requests_one_per_email on public.group_join_requests (group_id, email_normalized)
where status <> 'declined' and email is not null;
create unique index group_join_requests_one_per_phone on public.group_join_requests (group_id, phone)
where status <> 'declined' and phone is not null;

create trigger set_updated_at
before update on public.group_join_requests
for each row execute function private.set_updated_at();

-- The site lists groups and says «Completo»: a change to a group, or a member accepted or removed, rebuilds it.
create function private.request_rebuild_for_groups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'groups' then
    if (tg_op = 'INSERT' and new.is_published)
      or (tg_op = 'UPDATE' and (old.is_published or new.is_published))
      or (tg_op = 'DELETE' and old.is_published) then
      perform private.record_site_rebuild_request('groups ' || lower(tg_op));
    end if;
  elsif (tg_op = 'UPDATE' and (old.status = 'accepted') <> (new.status = 'accepted'))
    or (tg_op = 'DELETE' and old.status = 'accepted')
    or (tg_op = 'INSERT' and new.status = 'accepted') then
    perform private.record_site_rebuild_request('group members');
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_groups() from public;

create trigger request_site_rebuild after insert or update or delete on public.groups
for each row execute function private.request_rebuild_for_groups();
create trigger request_site_rebuild after insert or update or delete on public.group_join_requests
for each row execute function private.request_rebuild_for_groups();

-- Access. Visitors read published groups (every column of `groups` is public by design); addresses and
-- requests are staff data. Groups are pastoral care of people's homes: admin and pastoral run them
-- (core/access.ts `groups.manage`). Staff may delete a request (a member who left); accepting and declining
-- go through the server function, which emails the person.
alter table public.groups enable row level security;
alter table public.group_addresses enable row level security;
alter table public.group_join_requests enable row level security;

revoke all on table public.groups from anon, authenticated;
revoke all on table public.group_addresses from anon, authenticated;
revoke all on table public.group_join_requests from anon, authenticated;
grant select on table public.groups to anon, authenticated;
grant insert, update, delete on table public.groups to authenticated;
grant select, insert, update, delete on table public.group_addresses to authenticated;
grant select, delete on table public.group_join_requests to authenticated;
grant all on table public.groups, public.group_addresses, public.group_join_requests to service_role;

create policy "Visitors can read published groups"
on public.groups for select
to anon, authenticated
using (is_published);

create policy "Group staff can read every group"
on public.groups for select
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can create groups"
on public.groups for insert
to authenticated
with check ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can change groups"
on public.groups for update
to authenticated
using ((select private.has_role('admin', 'pastoral')))
with check ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can delete groups"
on public.groups for delete
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can read addresses"
on public.group_addresses for select
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can give an address"
on public.group_addresses for insert
to authenticated
with check ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can change an address"
on public.group_addresses for update
to authenticated
using ((select private.has_role('admin', 'pastoral')))
with check ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can delete an address"
on public.group_addresses for delete
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can read join requests"
on public.group_join_requests for select
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "Group staff can delete join requests"
on public.group_join_requests for delete
to authenticated
using ((select private.has_role('admin', 'pastoral')));

-- The site's list: each published group's public fields and its places, «Completo» without reading who
-- asked (counts only). The build reads it with the anon key; the page needs no other query.
create function public.published_groups()
returns table (
  id uuid,
  slug text,
  name text,
  kind text,
  description text,
  day_of_week smallint,
  meets_at time,
  zone text,
  leader_first_name text,
  capacity integer,
  members integer,
  is_full boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select g.id, g.slug, g.name, g.kind, g.description, g.day_of_week, g.meets_at, g.zone, g.leader_first_name,
    g.capacity, count(r.id)::integer, count(r.id) >= g.capacity
  from public.groups g
  left join public.group_join_requests r on r.group_id = g.id and r.status = 'accepted'
  where g.is_published
  group by g.id
  order by g.day_of_week, g.meets_at, g.name;
$$;

revoke all on function public.published_groups() from public;
grant execute on function public.published_groups() to anon, authenticated, service_role;

comment on function public.published_groups() is
  'Published groups with their places (capacity, accepted members, full): public fields and counts only.';

-- A visitor's request, decided under the group's row lock so «Completo» holds with simultaneous requests.
-- GR001: the group is full; GR002: this person already asked (or belongs); GR004: not a published group.
create function public.request_to_join_group(group_id uuid, person jsonb, message text)
returns public.group_join_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.groups;
  wanted_email text := nullif(lower(btrim(person ->> 'email')), '');
  wanted_phone text := nullif(btrim(person ->> 'phone'), '');
  created public.group_join_requests;
begin
  select * into target from public.groups g where g.id = request_to_join_group.group_id for update;
  if not found or not target.is_published then
    raise exception using errcode = 'GR004', message = 'Este grupo no recibe solicitudes.';
  end if;
  if (select count(*) from public.group_join_requests r
      where r.group_id = target.id and r.status = 'accepted') >= target.capacity then
    raise exception using errcode = 'GR001', message = 'Completo';
  end if;
  if exists (
    select 1 from public.group_join_requests r
    where r.group_id = target.id and r.status <> 'declined'
      and ((wanted_email is not null and r.email_normalized = wanted_email)
        or (wanted_phone is not null and r.phone = wanted_phone))
  ) then
    raise exception using errcode = 'GR002', message = 'Ya pediste unirte a este grupo.';
  end if;
  insert into public.group_join_requests (group_id, name, email, phone, whatsapp_consent, message)
  values (
    target.id,
    btrim(person ->> 'name'),
    nullif(btrim(person ->> 'email'), ''),
    wanted_phone,
    coalesce((person ->> 'whatsapp_consent')::boolean, false),
    coalesce(request_to_join_group.message, '')
  )
  returning * into created;
  return created;
end;
$$;

revoke all on function public.request_to_join_group(uuid, jsonb, text) from public, anon, authenticated;
grant execute on function public.request_to_join_group(uuid, jsonb, text) to service_role;

-- Staff's answer to a pending request. Accepting takes a place under the group's lock (GR001 when full);
-- GR003: the request was already answered. Answers what the email to the person needs, address included:
-- only the service role may call it, and the server function only mails it to an accepted person.
create function public.decide_group_join_request(request_id uuid, accept boolean)
returns table (
  id uuid,
  status text,
  name text,
  email text,
  phone text,
  group_name text,
  group_slug text,
  day_of_week smallint,
  meets_at time,
  leader_first_name text,
  address text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.group_join_requests;
  target public.groups;
begin
  select * into request from public.group_join_requests r where r.id = decide_group_join_request.request_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Esa solicitud ya no existe.';
  end if;
  select * into target from public.groups g where g.id = request.group_id for update;
  select * into request from public.group_join_requests r where r.id = decide_group_join_request.request_id;
  if request.status <> 'pending' then
    raise exception using errcode = 'GR003', message = 'Esta solicitud ya se respondió.';
  end if;
  if accept and (select count(*) from public.group_join_requests r
      where r.group_id = target.id and r.status = 'accepted') >= target.capacity then
    raise exception using errcode = 'GR001', message = 'Completo';
  end if;
  update public.group_join_requests r
  set status = case when accept then 'accepted' else 'declined' end, decided_at = now()
  where r.id = request.id
  returning * into request;
  return query
  select request.id, request.status, request.name, request.email, request.phone, target.name, target.slug,
    target.day_of_week, target.meets_at, target.leader_first_name,
    case when accept then (select a.address from public.group_addresses a where a.group_id = target.id) end;
end;
$$;

revoke all on function public.decide_group_join_request(uuid, boolean) from public, anon, authenticated;
grant execute on function public.decide_group_join_request(uuid, boolean) to service_role;

-- The «Quiero unirme» form as a public door (issue 30 item 3), counted by the `groups` server function.
insert into private.door_limits (door, max_hits, per, what) values
  ('group_join', 10, interval '1 hour', 'solicitudes para unirse a un grupo por dirección');
