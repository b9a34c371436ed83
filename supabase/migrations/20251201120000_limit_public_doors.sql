-- Limits on every public door (issue 30 item 3): how many times one client may knock on each door in a
-- window, counted in the database, so production enforces exactly what the tests see. A client is its
-- address (Supabase's edge sets cf-connecting-ip; the server functions pass Netlify's client address)
-- hashed with a secret salt, or, for a private link or an email, a hash of that token or address.
-- Over the limit a door answers 429 with Retry-After and a Spanish sentence saying when to try again.

create table private.door_limits (
  door text primary key check (door ~ '^[a-z_]{1,40}$'),
  max_hits integer not null check (max_hits > 0),
  per interval not null check (per between interval '1 minute' and interval '1 day'),
  what text not null
);

comment on table private.door_limits is
  'How many knocks one client may make on each public door per window (rate limits, SECURITY.md).';

revoke all on table private.door_limits from public;

-- A church's shared Wi-Fi or a family behind one address stays well below these; a script does not.
insert into private.door_limits (door, max_hits, per, what) values
  ('testimonial', 10, interval '1 hour', 'testimonios enviados por dirección'),
  ('contact', 10, interval '1 hour', 'consultas enviadas por dirección'),
  ('subscribe', 10, interval '1 hour', 'suscripciones por dirección'),
  ('prayer_request', 10, interval '1 hour', 'peticiones de oración por dirección'),
  ('pray_for', 300, interval '1 hour', '«Oré por ti» por dirección, en todo el muro'),
  ('visitor_upload', 10, interval '1 hour', 'subidas de visitantes (foto o CV) por dirección'),
  ('staff_upload', 300, interval '1 hour', 'subidas del equipo por persona'),
  ('donor_link_request', 5, interval '1 hour', 'enlaces de donante pedidos por dirección'),
  ('donor_link_email', 3, interval '1 hour', 'enlaces de donante enviados a un mismo correo'),
  ('donor_link_open', 10, interval '15 minutes', 'enlaces de donante probados por dirección'),
  ('donor_link_token', 5, interval '15 minutes', 'intentos con un mismo enlace de donante'),
  ('donor_session', 120, interval '15 minutes', 'consultas con una misma sesión de donante'),
  ('prayer_link_token', 60, interval '15 minutes', 'usos de un mismo enlace privado de oración'),
  ('unsubscribe', 20, interval '1 hour', 'bajas del boletín por dirección'),
  ('unsubscribe_token', 5, interval '1 hour', 'usos de un mismo enlace de baja');

-- The knocks of the current window per door and client; rows of past windows are purged as new ones start.
create table private.door_hits (
  door text not null references private.door_limits (door) on delete cascade,
  client bytea not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (door, client, window_start)
);

comment on table private.door_hits is
  'Knocks per door, hashed client and window (rate limits); a day after its window a row is purged.';

revoke all on table private.door_hits from public;

-- A secret salt, so a hashed address cannot be reversed by trying every IPv4 address.
create table private.door_salt (
  id boolean primary key default true check (id),
  salt bytea not null default extensions.gen_random_bytes(32)
);
insert into private.door_salt (id) values (true);
revoke all on table private.door_salt from public;

comment on table private.door_salt is 'The secret salt of the hashed clients in private.door_hits.';

-- What one client is called in door_hits: the salted hash of an address, a token or an email.
create function private.door_client(key text)
returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select sha256(s.salt || convert_to(coalesce(key, ''), 'UTF8'))
  from private.door_salt s;
$$;

revoke all on function private.door_client(text) from public;

-- The caller's address as the API gateway reports it: Cloudflare's header (which a caller cannot forge on
-- hosted Supabase), else the first x-forwarded-for entry a proxy (and the local server) passes on. Null
-- without a gateway (a SQL console, an in-process test): such callers are not counted, as Auth does.
create function private.request_address()
returns text
language sql
stable
set search_path = ''
as $$
  with headers as (select nullif(current_setting('request.headers', true), '')::json as h)
  select left(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), '')
  ), 64)
  from headers;
$$;

revoke all on function private.request_address() from public;

-- Counts one knock of `client` on `door` and answers the seconds to wait: 0 while within the limit.
-- Windows are fixed (aligned to the epoch), so the wait is until the current window ends.
create function private.door_wait(door text, client bytea)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.door_limits;
  started timestamptz;
  counted integer;
begin
  select * into limits from private.door_limits l where l.door = door_wait.door;
  if not found then
    raise exception using errcode = '22023', message = format('Puerta desconocida: %s.', door);
  end if;
  started := to_timestamp(
    floor(extract(epoch from now()) / extract(epoch from limits.per)) * extract(epoch from limits.per));
  insert into private.door_hits as h (door, client, window_start, hits)
  values (door_wait.door, client, started, 1)
  on conflict on constraint door_hits_pkey do update set hits = h.hits + 1
  returning h.hits into counted;
  if counted = 1 then
    delete from private.door_hits h
    where h.door = door_wait.door and h.window_start < now() - limits.per - interval '1 day';
  end if;
  if counted <= limits.max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from started + limits.per - now()))::integer);
end;
$$;

revoke all on function private.door_wait(text, bytea) from public;

-- «Inténtalo de nuevo en 12 minutos.»: when to come back, in words.
create function private.retry_sentence(seconds integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when seconds <= 60 then 'Inténtalo de nuevo en un minuto.'
    when seconds < 3600 then format('Inténtalo de nuevo en %s minutos.', ceil(seconds / 60.0)::integer)
    when seconds < 5400 then 'Inténtalo de nuevo en una hora.'
    else format('Inténtalo de nuevo en %s horas.', ceil(seconds / 3600.0)::integer)
  end;
$$;

revoke all on function private.retry_sentence(integer) from public;

-- Raises PostgREST's 429 (code rate_limited, Retry-After) when `client` is over `door`'s limit. Raising
-- rolls the knock back with everything else: a client that keeps knocking stays at the limit, no higher.
create function private.enforce_door_limit(door text, client bytea)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer := private.door_wait(door, client);
begin
  if wait > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message',
        'Has hecho demasiados envíos seguidos desde tu conexión. ' || private.retry_sentence(wait),
        'details', null, 'hint', format('retry_after=%s', wait))::text,
      detail = json_build_object('status', 429,
        'headers', json_build_object('Retry-After', wait::text))::text;
  end if;
end;
$$;

revoke all on function private.enforce_door_limit(text, bytea) from public;

-- The visitor forms that write straight to their table (testimonial without photo, contact, subscribe,
-- prayer): one knock per row a visitor inserts. Staff and the service role are not limited here: the
-- server functions (which insert with the service role) count the visitor's knock themselves.
create function private.limit_visitor_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated')
    and private.request_address() is not null
    and not (select private.has_role('admin', 'editor', 'pastoral')) then
    perform private.enforce_door_limit(tg_argv[0], private.door_client(private.request_address()));
  end if;
  return new;
end;
$$;

revoke all on function private.limit_visitor_inserts() from public;

comment on function private.limit_visitor_inserts() is
  'Refuses with 429 a visitor insert over its door''s limit per address (private.door_limits).';

-- Named after drop_honeypot_rows, so it runs after it: a bot's dropped row never reaches the count.
create trigger limit_visitor_inserts before insert on public.testimonials
for each row execute function private.limit_visitor_inserts('testimonial');
create trigger limit_visitor_inserts before insert on public.contact_inquiries
for each row execute function private.limit_visitor_inserts('contact');
create trigger limit_visitor_inserts before insert on public.subscribers
for each row execute function private.limit_visitor_inserts('subscribe');
create trigger limit_visitor_inserts before insert on public.prayer_requests
for each row execute function private.limit_visitor_inserts('prayer_request');

-- "Oré por ti": besides 30 visitors per request and address a day, one address may add at most
-- door_limits('pray_for') prayers an hour across the wall (a script walking every request stops here).
-- After insert: a repeated click adds no row (on conflict do nothing), so it is not a knock either.
create function private.limit_prayer_clicks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.request_address() is not null then
    perform private.enforce_door_limit('pray_for', private.door_client(private.request_address()));
  end if;
  return null;
end;
$$;

revoke all on function private.limit_prayer_clicks() from public;

create trigger limit_prayer_clicks after insert on private.prayer_clicks
for each row execute function private.limit_prayer_clicks();

-- For the server functions (service role only): one knock of a client on a door, by the client's address,
-- token or email as the function knows it; answers the seconds to wait (0: go ahead).
create function public.knock_on_door(door text, client text)
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.door_wait(door, private.door_client(client));
$$;

revoke all on function public.knock_on_door(text, text) from public, anon, authenticated;
grant execute on function public.knock_on_door(text, text) to service_role;

comment on function public.knock_on_door(text, text) is
  'Counts one knock of a client on a public door and answers the seconds to wait (0 within the limit); server functions only.';
