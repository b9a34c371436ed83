-- «Planea tu visita» (issue 32 item 1, docs/design.md §9 `/visitanos`): a guest picks one of the next
-- services of the published schedule, without an account. Visitors never touch these tables: the server
-- function `visits` (netlify/lib/visits/) checks the form and the date against the schedule, then writes
-- with the service role. Staff who greet guests read them (core/access.ts `visits.manage`: admin, editor,
-- pastoral, as sign-ups, since whoever is at the door that day welcomes them). The follow-up inbox sets
-- `keep`; the `visits-retention` job deletes a visit some months after its date unless kept (SECURITY.md).
create table public.planned_visits (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  email_normalized text generated always as (lower(btrim(email))) stored,
  -- E.164, for a WhatsApp message when the person consented to it.
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  whatsapp_consent boolean not null default false,
  -- The service as the schedule named it when chosen (core/site/schedule.ts ids), and its times.
  service_id text not null check (service_id ~ '^[a-z0-9-]{1,60}$'),
  service_name text not null check (char_length(service_name) between 1 and 80),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  time_zone text not null check (private.is_time_zone(time_zone)),
  place text not null default '' check (char_length(place) <= 160),
  party_size smallint not null check (party_size between 1 and 20),
  children boolean not null default false,
  status text not null default 'planned' check (status in ('planned', 'cancelled')),
  -- Set by the follow-up inbox when staff keep the item: retention leaves it.
  keep boolean not null default false,
  -- When the day-before reminder was queued (the outbox key makes it once; this says it was done).
  reminded_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint planned_visits_reachable check (email is not null or (phone is not null and whatsapp_consent)),
  constraint planned_visits_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null))
);

comment on table public.planned_visits is
  'A guest''s planned visit to a service (/visitanos); written by the visits function, read by staff.';
comment on column public.planned_visits.whatsapp_consent is 'The guest agreed to be contacted by WhatsApp at phone.';
comment on column public.planned_visits.keep is 'Staff kept it as a follow-up item: never deleted by retention.';

create index planned_visits_starts_idx on public.planned_visits (starts_at);
create index planned_visits_email_idx on public.planned_visits (email_normalized) where email is not null;
create index planned_visits_reminder_idx on public.planned_visits (starts_at)
where status = 'planned' and reminded_at is null and email is not null;

create trigger planned_visits_touch before update on public.planned_visits
for each row execute function private.set_updated_at();

alter table public.planned_visits enable row level security;
revoke all on table public.planned_visits from anon, authenticated;
grant select on table public.planned_visits to authenticated;
grant all on table public.planned_visits to service_role;

create policy "Visit staff can read planned visits"
  on public.planned_visits for select to authenticated
  using ((select private.has_role('admin', 'editor', 'pastoral')));

-- The private link to change or cancel a visit: 256 random bits only the guest holds, stored as their
-- SHA-256, spent when opened (as the sign-ups' and donors' links).
create table private.visit_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  visit_id uuid not null references public.planned_visits (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index visit_links_visit_idx on private.visit_links (visit_id);
create index visit_links_expires_idx on private.visit_links (expires_at);
revoke all on table private.visit_links from public;

comment on table private.visit_links is
  'Single-use private links to a planned visit: hashed token, expiry, when it was spent.';

create function public.create_visit_link(visit_id uuid, token_hash text, expires_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.visit_links (token_hash, visit_id, expires_at)
  values (create_visit_link.token_hash, create_visit_link.visit_id, create_visit_link.expires_at);
$$;

-- Spends a link: the visit the first time within its validity; `spent`, `expired` or `unknown` otherwise.
-- One update decides, so two clicks cannot both win.
create function public.spend_visit_link(token_hash text)
returns table (outcome text, visit_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  spent uuid;
begin
  update private.visit_links l set used_at = now()
  where l.token_hash = spend_visit_link.token_hash and l.used_at is null and l.expires_at > now()
  returning l.visit_id into spent;
  if spent is not null then
    return query select 'ok'::text, spent;
    return;
  end if;
  return query
  select case when l.used_at is not null then 'spent' else 'expired' end, null::uuid
  from private.visit_links l where l.token_hash = spend_visit_link.token_hash;
  if not found then
    return query select 'unknown'::text, null::uuid;
  end if;
end;
$$;

revoke all on function public.create_visit_link(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.spend_visit_link(text) from public, anon, authenticated;
grant execute on function public.create_visit_link(uuid, text, timestamptz) to service_role;
grant execute on function public.spend_visit_link(text) to service_role;

-- The visits function's doors (netlify/lib/publicDoor.ts), with the sign-ups' limits.
insert into private.door_limits (door, max_hits, per, what) values
  ('visit_plan', 10, interval '1 hour', 'visitas planeadas por dirección'),
  ('visit_link_open', 10, interval '15 minutes', 'enlaces de visita probados por dirección'),
  ('visit_link_token', 5, interval '15 minutes', 'intentos con un mismo enlace de visita'),
  ('visit_session', 120, interval '15 minutes', 'consultas con una misma sesión de visita'),
  ('visit_link_request', 5, interval '1 hour', 'enlaces de visita pedidos por dirección'),
  ('visit_link_email', 3, interval '1 hour', 'enlaces de visita enviados a un mismo correo');
