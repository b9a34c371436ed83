-- The capacity engine: the only code that decides a place. Every function here locks the date's row in
-- public.signup_dates before it counts (several dates: in order of their start, so two sign-ups never wait
-- for each other's locks), then reads the committed sign-ups: under any number of simultaneous callers a
-- date never holds more confirmed people than places, and its waiting list keeps arrival order. Refusals
-- carry their own SQLSTATE (core/signups/signupErrors.ts gives each its Spanish message):
--   SU001 the list does not take sign-ups · SU002 the date has closed or passed · SU003 the date is full
--   (waiting list included) · SU004 the sign-up is no longer active · 23505 this email or phone is already
--   on the date · 22023 a malformed call.

-- A secret salt, so the hashed addresses kept for the rate limit cannot be reversed by trying every IPv4.
create table private.signup_salt (
  id boolean primary key default true check (id),
  salt bytea not null default extensions.gen_random_bytes(32)
);
insert into private.signup_salt (id) values (true);
revoke all on table private.signup_salt from public;

-- Public writes per hashed address and hour (sign-ups and group requests), for the rate limit.
create table private.signup_request_counts (
  address_hash bytea not null,
  hour timestamptz not null,
  hits integer not null,
  primary key (address_hash, hour)
);
revoke all on table private.signup_request_counts from public;

comment on table private.signup_request_counts is
  'Public sign-up writes per hashed address and hour, for the rate limit; purged after a day.';

-- Requests allowed per address and hour: a family or a church's shared Wi-Fi signs up several people,
-- a script stops here. The server function passes the visitor's address as its gateway reported it.
create function private.signup_requests_per_hour()
returns integer
language sql
immutable
set search_path = ''
as $$ select 30 $$;

create function private.count_signup_request(client_address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hits integer;
begin
  insert into private.signup_request_counts as c (address_hash, hour, hits)
  values (
    sha256((select s.salt from private.signup_salt s) || convert_to(left(coalesce(client_address, ''), 64), 'UTF8')),
    date_trunc('hour', now()),
    1
  )
  on conflict (address_hash, hour) do update set hits = c.hits + 1
  returning c.hits into hits;
  if hits > private.signup_requests_per_hour() then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'signup_rate_limited', 'message',
        'Demasiadas inscripciones desde esta conexión. Inténtalo dentro de una hora.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '3600'))::text;
  end if;
end;
$$;

revoke all on function private.count_signup_request(text) from public;

-- The private link of a booking: a random token only the person holds (the database keeps its SHA-256),
-- expiring after the booking's last date, spent when opened (the page then holds a short signed session).
create table private.signup_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  booking_id uuid not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index signup_links_expires_idx on private.signup_links (expires_at);
revoke all on table private.signup_links from public;

comment on table private.signup_links is
  'Single-use private links to a sign-up booking: hashed token, expiry, when it was spent.';

-- The list, when it takes sign-ups now (open, and its event published); SU001 otherwise.
create function private.open_signup_list(list_id uuid)
returns public.signup_lists
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  list public.signup_lists;
begin
  select * into list from public.signup_lists l where l.id = open_signup_list.list_id;
  if not found or not list.is_open or (list.kind = 'event' and not exists (
    select 1 from public.events e where e.id = list.event_id and e.is_published and e.published_at <= now()
  )) then
    raise exception using errcode = 'SU001', message = 'Las inscripciones no están abiertas.';
  end if;
  return list;
end;
$$;

revoke all on function private.open_signup_list(uuid) from public;

-- The date's row, created when it is the first sign-up for it, and locked until the transaction ends.
create function private.lock_signup_date(list_id uuid, starts_at timestamptz)
returns public.signup_dates
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_date public.signup_dates;
begin
  insert into public.signup_dates (list_id, starts_at)
  values (lock_signup_date.list_id, lock_signup_date.starts_at)
  on conflict on constraint signup_dates_list_id_starts_at_key do nothing;
  select * into found_date from public.signup_dates d
  where d.list_id = lock_signup_date.list_id and d.starts_at = lock_signup_date.starts_at
  for update;
  return found_date;
end;
$$;

revoke all on function private.lock_signup_date(uuid, timestamptz) from public;

-- Places and closing moment of a date: its own, else its list's.
create function private.date_capacity(list public.signup_lists, day public.signup_dates)
returns integer
language sql
immutable
set search_path = ''
as $$ select coalesce(day.capacity, list.capacity) $$;

create function private.date_closes_at(list public.signup_lists, day public.signup_dates)
returns timestamptz
language sql
immutable
set search_path = ''
as $$ select coalesce(day.closes_at, day.starts_at - make_interval(mins => list.closes_minutes_before)) $$;

revoke all on function private.date_capacity(public.signup_lists, public.signup_dates) from public;
revoke all on function private.date_closes_at(public.signup_lists, public.signup_dates) from public;

-- Decides one person's place on one date, whose row the caller has locked.
create function private.take_place(
  list public.signup_lists,
  day public.signup_dates,
  person jsonb,
  answers jsonb,
  booking uuid
)
returns public.signups
language plpgsql
security definer
set search_path = ''
as $$
declare
  person_email text := nullif(btrim(person ->> 'email'), '');
  person_phone text := nullif(btrim(person ->> 'phone'), '');
  confirmed integer;
  waiting integer;
  new_status text;
  taken public.signups;
begin
  if day.starts_at <= now() or now() >= private.date_closes_at(list, day) then
    raise exception using errcode = 'SU002', message = 'Las inscripciones para esta fecha ya cerraron.';
  end if;
  if exists (
    select 1 from public.signups s
    where s.date_id = day.id and s.status <> 'cancelled'
      and (s.email_normalized = lower(person_email) or s.phone = person_phone)
  ) then
    raise exception using errcode = '23505',
      message = 'Ya hay una inscripción con este correo o teléfono para esta fecha.';
  end if;
  select count(*) filter (where s.status = 'confirmed'), count(*) filter (where s.status = 'waitlisted')
  into confirmed, waiting
  from public.signups s where s.date_id = day.id and s.status <> 'cancelled';
  if confirmed < private.date_capacity(list, day) then
    new_status := 'confirmed';
  elsif list.waitlist_limit is null or waiting < list.waitlist_limit then
    new_status := 'waitlisted';
  else
    raise exception using errcode = 'SU003', message = 'Esta fecha ya está completa.';
  end if;
  insert into public.signups (date_id, booking_id, status, name, email, phone, whatsapp_consent, answers)
  values (
    day.id, booking, new_status, btrim(person ->> 'name'), person_email, person_phone,
    coalesce((person ->> 'whatsapp_consent')::boolean, false), coalesce(answers, '{}')
  )
  returning * into taken;
  return taken;
end;
$$;

revoke all on function private.take_place(public.signup_lists, public.signup_dates, jsonb, jsonb, uuid) from public;

-- Confirms waitlisted people, first come first served, while the locked date has free places and has
-- not started; returns the promoted sign-ups. The caller's transaction holds the date's lock.
create function private.fill_places(date_id uuid)
returns setof public.signups
language plpgsql
security definer
set search_path = ''
as $$
declare
  day public.signup_dates;
  list public.signup_lists;
  free integer;
begin
  select * into day from public.signup_dates d where d.id = fill_places.date_id;
  select * into list from public.signup_lists l where l.id = day.list_id;
  if day.starts_at <= now() then
    return;
  end if;
  free := private.date_capacity(list, day) - (
    select count(*) from public.signups s where s.date_id = day.id and s.status = 'confirmed'
  );
  if free <= 0 then
    return;
  end if;
  return query
  update public.signups s set status = 'confirmed', promoted_at = now()
  where s.id in (
    select w.id from public.signups w
    where w.date_id = day.id and w.status = 'waitlisted'
    order by w.arrival
    limit free
  )
  returning s.*;
end;
$$;

revoke all on function private.fill_places(uuid) from public;

-- What the engine answers for each place it decided.
create type public.signup_place as (
  signup_id uuid,
  booking_id uuid,
  starts_at timestamptz,
  status text,
  -- Place in the waiting list (1 = next), for waitlisted sign-ups.
  waitlist_position integer
);

create function private.place_of(taken public.signups)
returns public.signup_place
language sql
stable
security definer
set search_path = ''
as $$
  select taken.id, taken.booking_id, d.starts_at, taken.status,
    case when taken.status = 'waitlisted' then (
      select count(*)::integer from public.signups w
      where w.date_id = taken.date_id and w.status = 'waitlisted' and w.arrival <= taken.arrival
    ) end
  from public.signup_dates d where d.id = taken.date_id;
$$;

revoke all on function private.place_of(public.signups) from public;

-- Signs a person up for one or more dates of a list (all or none), counting the request against the
-- address's hourly limit, and stores the booking's private link (its token's SHA-256, single use).
create function public.take_signup_places(
  list_id uuid,
  starts timestamptz[],
  person jsonb,
  answers jsonb,
  link_hash text,
  link_expires_at timestamptz,
  client_address text
)
returns setof public.signup_place
language plpgsql
security definer
set search_path = ''
as $$
declare
  list public.signup_lists;
  booking uuid := gen_random_uuid();
  day_start timestamptz;
  taken public.signups;
begin
  perform private.count_signup_request(client_address);
  if starts is null or cardinality(starts) not between 1 and 12 then
    raise exception using errcode = '22023', message = 'Elige entre una y doce fechas.';
  end if;
  list := private.open_signup_list(list_id);
  for day_start in select distinct s from unnest(starts) s order by 1 loop
    taken := private.take_place(list, private.lock_signup_date(list.id, day_start), person, answers, booking);
    return next private.place_of(taken);
  end loop;
  insert into private.signup_links (token_hash, booking_id, expires_at) values (link_hash, booking, link_expires_at);
end;
$$;

comment on function public.take_signup_places(uuid, timestamptz[], jsonb, jsonb, text, timestamptz, text) is
  'The capacity engine: a place per date (confirmed, else waitlisted in arrival order), all or none; server only.';

-- Cancels a sign-up and, in the same transaction, confirms the first waitlisted people into the freed
-- place; returns those promoted (their email is queued by the caller through the outbox). Cancelling a
-- cancelled sign-up changes nothing.
create function public.cancel_signup(signup_id uuid)
returns setof public.signups
language plpgsql
security definer
set search_path = ''
as $$
declare
  day_id uuid;
begin
  select s.date_id into day_id from public.signups s where s.id = cancel_signup.signup_id;
  if not found then
    return;
  end if;
  perform 1 from public.signup_dates d where d.id = day_id for update;
  update public.signups s set status = 'cancelled', cancelled_at = now()
  where s.id = cancel_signup.signup_id and s.status <> 'cancelled';
  if found then
    return query select * from private.fill_places(day_id);
  end if;
end;
$$;

comment on function public.cancel_signup(uuid) is
  'Cancels a sign-up and promotes the first waitlisted into the freed place; returns the promoted; server only.';

-- Moves a sign-up to another date of its list (a shift swap): the new place is decided first, as for a
-- new sign-up, then the old one is cancelled (promoting whoever waited for it). Both dates are locked
-- in order of their start. Returns the new place and the people promoted on the old date.
create function public.move_signup(signup_id uuid, new_start timestamptz)
returns table (place public.signup_place, promoted uuid[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  moving public.signups;
  old_day public.signup_dates;
  list public.signup_lists;
  new_day public.signup_dates;
  taken public.signups;
begin
  select d.* into old_day from public.signups s join public.signup_dates d on d.id = s.date_id
  where s.id = move_signup.signup_id;
  if not found then
    raise exception using errcode = 'SU004', message = 'Esta inscripción ya no está activa.';
  end if;
  list := private.open_signup_list(old_day.list_id);
  if old_day.starts_at < new_start then
    perform private.lock_signup_date(list.id, old_day.starts_at);
    new_day := private.lock_signup_date(list.id, new_start);
  else
    new_day := private.lock_signup_date(list.id, new_start);
    perform private.lock_signup_date(list.id, old_day.starts_at);
  end if;
  -- Read under the locks: a cancellation that got there first is seen here.
  select * into moving from public.signups s where s.id = move_signup.signup_id and s.status <> 'cancelled';
  if not found then
    raise exception using errcode = 'SU004', message = 'Esta inscripción ya no está activa.';
  end if;
  if new_day.id = old_day.id then
    raise exception using errcode = '22023', message = 'Elige una fecha distinta de la que ya tienes.';
  end if;
  taken := private.take_place(
    list, new_day,
    jsonb_build_object('name', moving.name, 'email', moving.email, 'phone', moving.phone,
      'whatsapp_consent', moving.whatsapp_consent),
    moving.answers, moving.booking_id
  );
  update public.signups s set status = 'cancelled', cancelled_at = now() where s.id = moving.id;
  place := private.place_of(taken);
  promoted := array(select f.id from private.fill_places(old_day.id) f);
  return next;
end;
$$;

comment on function public.move_signup(uuid, timestamptz) is
  'Swaps a sign-up to another date of its list: new place first, then the old one freed; server only.';

-- Raising a date's places (or the list's) fills them from the waiting list at once.
create function private.fill_places_after_capacity_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  day_id uuid;
begin
  if tg_table_name = 'signup_dates' then
    perform private.fill_places(new.id);
  else
    for day_id in
      select d.id from public.signup_dates d
      where d.list_id = new.id and d.starts_at > now() and d.capacity is null
      order by d.starts_at
    loop
      perform 1 from public.signup_dates d where d.id = day_id for update;
      perform private.fill_places(day_id);
    end loop;
  end if;
  return null;
end;
$$;

revoke all on function private.fill_places_after_capacity_change() from public;

create trigger fill_places_after_capacity_change
after update of capacity on public.signup_dates
for each row when (new.capacity is distinct from old.capacity)
execute function private.fill_places_after_capacity_change();

create trigger fill_places_after_capacity_change
after update of capacity on public.signup_lists
for each row when (new.capacity > old.capacity)
execute function private.fill_places_after_capacity_change();

-- What the public pages show without a rebuild: for each open list, its current rules and, for each
-- future date somebody signed up for, the places it has and how many are taken or waiting. Counts only:
-- never a name. Dates nobody signed up for yet have the list's places.
create function private.signup_availability(list_ids uuid[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'list_id', l.id,
    'capacity', l.capacity,
    'waitlist_limit', l.waitlist_limit,
    'closes_minutes_before', l.closes_minutes_before,
    'dates', coalesce((
      select jsonb_agg(jsonb_build_object(
        'starts_at', d.starts_at,
        'capacity', private.date_capacity(l, d),
        'closes_at', private.date_closes_at(l, d),
        'confirmed', (select count(*) from public.signups s where s.date_id = d.id and s.status = 'confirmed'),
        'waitlisted', (select count(*) from public.signups s where s.date_id = d.id and s.status = 'waitlisted')
      ) order by d.starts_at)
      from public.signup_dates d where d.list_id = l.id and d.starts_at > now()
    ), '[]'::jsonb)
  )), '[]'::jsonb)
  from public.signup_lists l
  where l.id = any (list_ids[1:50]) and l.is_open and (l.kind = 'shift' or exists (
    select 1 from public.events e where e.id = l.event_id and e.is_published and e.published_at <= now()
  ));
$$;

revoke all on function private.signup_availability(uuid[]) from public;
grant execute on function private.signup_availability(uuid[]) to anon, authenticated, service_role;

-- What the API exposes: an invoker function whose body (BEGIN ATOMIC, resolved when created) calls the
-- definer one, so no security-definer function is reachable through the API (Supabase linter 0028/0029).
create function public.signup_availability(list_ids uuid[])
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.signup_availability(list_ids);
end;

comment on function public.signup_availability(uuid[]) is
  'Places, taken and waiting per future date of open sign-up lists (at most 50 lists): counts only.';

-- A new link for an existing booking (each reminder or promotion email carries its own).
create function public.create_signup_link(booking_id uuid, token_hash text, expires_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.signup_links (token_hash, booking_id, expires_at)
  values (create_signup_link.token_hash, create_signup_link.booking_id, create_signup_link.expires_at);
$$;

-- Spends a link: the booking the first time within its validity; `spent`, `expired` or `unknown` otherwise.
-- One update decides, so two clicks cannot both win.
create function public.spend_signup_link(token_hash text)
returns table (outcome text, booking_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  spent uuid;
begin
  update private.signup_links l set used_at = now()
  where l.token_hash = spend_signup_link.token_hash and l.used_at is null and l.expires_at > now()
  returning l.booking_id into spent;
  if spent is not null then
    return query select 'ok'::text, spent;
    return;
  end if;
  return query
  select case when l.used_at is not null then 'spent' else 'expired' end, null::uuid
  from private.signup_links l where l.token_hash = spend_signup_link.token_hash;
  if not found then
    return query select 'unknown'::text, null::uuid;
  end if;
end;
$$;

-- Confirmed sign-ups whose date starts within a day and who have not been reminded: the reminder job
-- queues one email each (outbox key signup_reminder:<id>) and then marks them with mark_signups_reminded.
create function public.due_signup_reminders()
returns table (signup_id uuid, booking_id uuid, list_id uuid, starts_at timestamptz, name text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.booking_id, d.list_id, d.starts_at, s.name, s.email
  from public.signups s join public.signup_dates d on d.id = s.date_id
  where s.status = 'confirmed' and s.reminded_at is null and s.email is not null
    and d.starts_at > now() and d.starts_at <= now() + interval '1 day'
  order by d.starts_at, s.arrival
  limit 500;
$$;

create function public.mark_signups_reminded(signup_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.signups s set reminded_at = now() where s.id = any (signup_ids) and s.reminded_at is null;
$$;

-- Forgets what the rate limit and the links no longer need.
create function public.purge_signup_records()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.signup_request_counts c where c.hour < now() - interval '1 day';
  delete from private.signup_links l where l.expires_at < now() - interval '1 day';
$$;

revoke all on function public.take_signup_places(uuid, timestamptz[], jsonb, jsonb, text, timestamptz, text)
  from public, anon, authenticated;
revoke all on function public.cancel_signup(uuid) from public, anon, authenticated;
revoke all on function public.move_signup(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.create_signup_link(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.spend_signup_link(text) from public, anon, authenticated;
revoke all on function public.due_signup_reminders() from public, anon, authenticated;
revoke all on function public.mark_signups_reminded(uuid[]) from public, anon, authenticated;
revoke all on function public.purge_signup_records() from public, anon, authenticated;
revoke all on function public.signup_availability(uuid[]) from public;
grant execute on function public.take_signup_places(uuid, timestamptz[], jsonb, jsonb, text, timestamptz, text)
  to service_role;
grant execute on function public.cancel_signup(uuid) to service_role;
grant execute on function public.move_signup(uuid, timestamptz) to service_role;
grant execute on function public.create_signup_link(uuid, text, timestamptz) to service_role;
grant execute on function public.spend_signup_link(text) to service_role;
grant execute on function public.due_signup_reminders() to service_role;
grant execute on function public.mark_signups_reminded(uuid[]) to service_role;
grant execute on function public.purge_signup_records() to service_role;
grant execute on function public.signup_availability(uuid[]) to anon, authenticated, service_role;
