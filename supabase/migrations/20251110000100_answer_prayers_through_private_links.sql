-- The person's private link (/oracion/mi-peticion#<token>). Visitors reach their request only through
-- these functions, which find it by the token's SHA-256 and say plainly what is wrong with a link:
-- `invalid` (no such token), `expired`, `used` (already withdrawn or answered), `limited` (too many
-- wrong tokens from this address lately: guessing is slowed here, in the database, where it runs in
-- production too). A 256-bit token cannot be guessed anyway; the limit keeps a script from trying.

create table private.prayer_link_failures (
  address_hash bytea not null,
  failed_at timestamptz not null default now()
);
create index prayer_link_failures_idx on private.prayer_link_failures (address_hash, failed_at);
revoke all on table private.prayer_link_failures from public;

comment on table private.prayer_link_failures is
  'Wrong private-link tokens per hashed address, for the guessing limit; purged after a day.';

-- Wrong tokens allowed per address in the window before the link answers `limited`.
create function private.prayer_link_guess_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

-- The request behind a token and the link's state; a wrong token is recorded against the address.
create function private.prayer_by_link(token text, out request_id uuid, out state text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  address bytea := private.visitor_address_hash((now() at time zone 'utc')::date);
  request public.prayer_requests;
begin
  if (select count(*) from private.prayer_link_failures f
      where f.address_hash = address and f.failed_at > now() - interval '15 minutes')
      >= private.prayer_link_guess_limit() then
    state := 'limited';
    return;
  end if;
  select * into request from public.prayer_requests r
  where r.link_token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'));
  if not found then
    insert into private.prayer_link_failures (address_hash) values (address);
    state := 'invalid';
  elsif request.status in ('withdrawn', 'answered') then
    state := 'used';
  elsif request.link_expires_at <= now() then
    state := 'expired';
  else
    state := 'ok';
  end if;
  request_id := request.id;
end;
$$;

revoke all on function private.prayer_by_link(text) from public;

-- What the link page shows. Only the person's own request, and only when the link is good.
create function private.prayer_link_view(request public.prayer_requests, state text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when state = 'ok' then jsonb_build_object(
    'state', state,
    'status', request.status,
    'visibility', request.visibility,
    'request_text', request.request_text,
    'prayed_count', request.prayed_count,
    'expires_at', request.expires_at
  ) when state = 'used' then jsonb_build_object('state', state, 'status', request.status)
  else jsonb_build_object('state', state) end;
$$;

create function private.prayer_link(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  found_request public.prayer_requests;
  link_state text;
begin
  select p.request_id, p.state into found_id, link_state from private.prayer_by_link(token) p;
  select r.* into found_request from public.prayer_requests r where r.id = found_id;
  return private.prayer_link_view(found_request, link_state);
end;
$$;

-- Takes the request off the wall (or out of the queue) for good.
create function private.withdraw_prayer(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  found_request public.prayer_requests;
  link_state text;
begin
  select p.request_id, p.state into found_id, link_state from private.prayer_by_link(token) p;
  select r.* into found_request from public.prayer_requests r where r.id = found_id;
  if link_state <> 'ok' then
    return private.prayer_link_view(found_request, link_state);
  end if;
  update public.prayer_requests r set status = 'withdrawn' where r.id = found_request.id
  returning * into found_request;
  return private.prayer_link_view(found_request, 'used');
end;
$$;

-- Marks the request answered and sends what happened to the testimonials queue, linked to the request.
-- The testimony is signed with the first name when the person chose the wall with it, else «Anónimo».
create function private.answer_prayer(token text, story text, country text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  found_request public.prayer_requests;
  link_state text;
begin
  select p.request_id, p.state into found_id, link_state from private.prayer_by_link(token) p;
  select r.* into found_request from public.prayer_requests r where r.id = found_id;
  if link_state <> 'ok' then
    return private.prayer_link_view(found_request, link_state);
  end if;
  insert into public.testimonials (
    name, email, country, testimonial_text, is_approved, prayer_request_id, answers_prayer
  )
  values (
    case when found_request.visibility = 'named' then split_part(btrim(found_request.name), ' ', 1) else 'Anónimo' end,
    found_request.email, btrim(answer_prayer.country), btrim(answer_prayer.story), false, found_request.id, true
  );
  update public.prayer_requests r set status = 'answered' where r.id = found_request.id
  returning * into found_request;
  return private.prayer_link_view(found_request, 'used');
end;
$$;

revoke all on function private.prayer_link(text) from public;
revoke all on function private.withdraw_prayer(text) from public;
revoke all on function private.answer_prayer(text, text, text) from public;
grant execute on function private.prayer_link(text) to anon, authenticated, service_role;
grant execute on function private.withdraw_prayer(text) to anon, authenticated, service_role;
grant execute on function private.answer_prayer(text, text, text) to anon, authenticated, service_role;

-- The API's entries: invoker functions calling the definer ones (as public.pray_for does, 20251110000000).
create function public.prayer_link(token text)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.prayer_link(token);
end;

create function public.withdraw_prayer(token text)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.withdraw_prayer(token);
end;

create function public.answer_prayer(token text, story text, country text)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.answer_prayer(token, story, country);
end;

revoke all on function public.prayer_link(text) from public;
revoke all on function public.withdraw_prayer(text) from public;
revoke all on function public.answer_prayer(text, text, text) from public;
grant execute on function public.prayer_link(text) to anon, authenticated, service_role;
grant execute on function public.withdraw_prayer(text) to anon, authenticated, service_role;
grant execute on function public.answer_prayer(text, text, text) to anon, authenticated, service_role;

comment on function public.prayer_link(text) is
  'The private link''s page: the request, its status and how many prayed, or why the link does not work.';
comment on function public.withdraw_prayer(text) is 'Through the private link: withdraws the request.';
comment on function public.answer_prayer(text, text, text) is
  'Through the private link: marks the request answered and queues the story as a testimonial to moderate.';

-- Requests leave the wall when their days are up (which requests a rebuild through the wall's trigger);
-- a day's click and guess records are no longer needed after it. Returns how many requests expired.
create function private.expire_prayer_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer;
begin
  update public.prayer_requests r set status = 'expired'
  where r.status = 'approved' and r.expires_at <= now();
  get diagnostics expired = row_count;
  delete from private.prayer_clicks c where c.day < (now() at time zone 'utc')::date - 1;
  delete from private.prayer_link_failures f where f.failed_at < now() - interval '1 day';
  return expired;
end;
$$;

revoke all on function private.expire_prayer_requests() from public;

-- Every 15 minutes where pg_cron exists (hosted Supabase); the local stack runs it itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('expire-prayer-requests', '*/15 * * * *', 'select private.expire_prayer_requests()');
    exception when others then
      raise notice 'Sin pg_cron (%): las peticiones del muro no caducarán solas en producción.', sqlerrm;
    end;
  end if;
end;
$$;
