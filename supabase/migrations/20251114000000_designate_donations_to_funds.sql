-- Giving a treasurer can close the year with (issue 18). Each gift is designated to a fund from the site
-- configuration (core/siteConfig.ts donations.funds: general, misiones…; the set lives in the configuration,
-- so the column only checks the id's shape). A refund keeps the row (the receipt went out, the treasurer
-- sees it) but marks it, and statements leave it out. The Stripe customer of a recurring gift lets its donor
-- open Stripe's customer portal. Donors are one person per normalised email (trimmed, lower case).
alter table public.donations
  add column fund text not null default 'general' check (fund ~ '^[a-z][a-z0-9-]{0,39}$'),
  add column refunded_at timestamptz,
  add column recurring boolean not null default false,
  add column stripe_customer_id text check (stripe_customer_id ~ '^cus_[A-Za-z0-9]{1,250}$'),
  add column donor_email_normalized text generated always as (lower(btrim(donor_email))) stored;

comment on column public.donations.fund is 'Fund id from the site configuration (general, misiones…).';
comment on column public.donations.refunded_at is
  'When the payment was refunded (Stripe charge.refunded); refunded gifts are left out of statements.';
comment on column public.donations.recurring is 'Part of a recurring (subscription) gift.';
comment on column public.donations.stripe_customer_id is
  'The Stripe customer, for the donor''s customer-portal session (server functions only).';
comment on column public.donations.donor_email_normalized is
  'The donor as one person: trimmed, lower-case email. Statements and self-service group by it.';

create index donations_donor_email_normalized_idx on public.donations (donor_email_normalized, donation_date);
create index donations_fund_date_idx on public.donations (fund, donation_date);

-- Totals per fund, month and currency of the gifts that count (succeeded, not refunded). Invoker rights:
-- the donations policies decide who reads it (admins).
create view public.donation_totals with (security_invoker = true) as
select
  fund,
  to_char(donation_date, 'YYYY-MM') as month,
  currency,
  sum(amount)::bigint as total,
  count(*)::integer as gifts
from public.donations
where status = 'succeeded' and refunded_at is null
group by fund, to_char(donation_date, 'YYYY-MM'), currency;

comment on view public.donation_totals is
  'Succeeded, unrefunded gifts summed per fund, month (YYYY-MM) and currency, in cents; admins only (RLS of donations).';

revoke all on table public.donation_totals from anon, authenticated;
grant select on table public.donation_totals to authenticated;
grant select on table public.donation_totals to service_role;

-- Donor self-service without an account: a magic link's token is kept only as its SHA-256 hash, expires,
-- and is spent by the one statement that sets used_at. Private: only the two functions below, granted to
-- the service role (server function donor-access), reach it.
create table private.donor_access_links (
  id uuid primary key default gen_random_uuid(),
  donor_email_normalized text not null check (char_length(donor_email_normalized) between 3 and 320),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table private.donor_access_links is
  'Magic links a donor asked for on /donate/gestionar: hashed token, expiry, single use.';

create index donor_access_links_expires_idx on private.donor_access_links (expires_at);
revoke all on table private.donor_access_links from public, anon, authenticated;

-- Stores a new link (and forgets links that expired a day ago or more).
create function public.create_donor_access_link(email text, token_hash text, expires_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.donor_access_links where expires_at < now() - interval '1 day';
  insert into private.donor_access_links (donor_email_normalized, token_hash, expires_at)
  values (lower(btrim(email)), token_hash, expires_at);
$$;

comment on function public.create_donor_access_link(text, text, timestamptz) is
  'Stores a donor magic link by its token hash; server functions only.';

-- Spends a link: the donor's email the first time within its validity; `spent` or `expired` (and no email)
-- afterwards, `unknown` for a hash never issued. One update decides, so two clicks cannot both win.
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
  if spent_email is not null then
    return query select 'ok'::text, spent_email;
    return;
  end if;
  return query
  select case when l.used_at is not null then 'spent' else 'expired' end, null::text
  from private.donor_access_links l
  where l.token_hash = spend_donor_access_link.token_hash;
  if not found then
    return query select 'unknown'::text, null::text;
  end if;
end;
$$;

comment on function public.spend_donor_access_link(text) is
  'Spends a donor magic link once: ok with the email, else spent, expired or unknown; server functions only.';

revoke all on function public.create_donor_access_link(text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.spend_donor_access_link(text) from public, anon, authenticated;
grant execute on function public.create_donor_access_link(text, text, timestamptz) to service_role;
grant execute on function public.spend_donor_access_link(text) to service_role;
