-- Private links, door by door (issue 30 item 2, SECURITY.md «Enlaces privados»): a wrong token and an
-- expired (or spent) one get the same answer after the same work, so nobody learns which tokens exist;
-- and one token cannot be tried without end, from however many addresses (private.door_limits).

-- The prayer request's private link: `expired` is now answered as `invalid`, and counted against the
-- address like a wrong token; every use of one token counts against that token.
create or replace function private.prayer_by_link(token text, out request_id uuid, out state text)
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
      >= private.prayer_link_guess_limit()
    or private.door_wait('prayer_link_token', private.door_client(coalesce(token, ''))) > 0 then
    state := 'limited';
    return;
  end if;
  select * into request from public.prayer_requests r
  where r.link_token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'));
  if not found or (request.status not in ('withdrawn', 'answered') and request.link_expires_at <= now()) then
    insert into private.prayer_link_failures (address_hash) values (address);
    state := 'invalid';
    return;
  end if;
  state := case when request.status in ('withdrawn', 'answered') then 'used' else 'ok' end;
  request_id := request.id;
end;
$$;

-- The donor's magic link: a spent, expired or unknown hash all answer `invalid` (one update, then one
-- look-up whatever happened), so the function's answer cannot tell them apart.
drop function public.spend_donor_access_link(text);

create function public.spend_donor_access_link(token_hash text)
returns table (outcome text, email text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  spent_email text;
begin
  update private.donor_access_links l
  set used_at = now()
  where l.token_hash = spend_donor_access_link.token_hash and l.used_at is null and l.expires_at > now()
  returning l.donor_email_normalized into spent_email;
  return query select case when spent_email is null then 'invalid' else 'ok' end::text, spent_email;
end;
$$;

comment on function public.spend_donor_access_link(text) is
  'Spends a donor magic link once: ok with the email, else invalid (unknown, spent or expired alike); server functions only.';

revoke all on function public.spend_donor_access_link(text) from public, anon, authenticated;
grant execute on function public.spend_donor_access_link(text) to service_role;
