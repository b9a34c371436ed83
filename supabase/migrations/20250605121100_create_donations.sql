-- Donation records: entered by admins or recorded from the payment provider's webhook (service role),
-- which uses stripe_payment_intent_id to stay idempotent.
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  donor_name text check (char_length(donor_name) <= 200),
  donor_email text check (char_length(donor_email) <= 320 and donor_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  amount integer not null check (amount > 0),
  currency char(3) not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending' check (status in ('succeeded', 'pending', 'failed')),
  donation_date date not null default current_date,
  stripe_payment_intent_id text unique check (char_length(stripe_payment_intent_id) between 1 and 255),
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.donations is 'Donation records (amount in cents); admins only.';
comment on column public.donations.amount is 'Whole cents, greater than zero.';
comment on column public.donations.currency is 'ISO 4217 code in capitals, e.g. USD.';

create trigger set_updated_at
before update on public.donations
for each row execute function private.set_updated_at();

alter table public.donations enable row level security;

revoke all on table public.donations from anon, authenticated;
grant select, insert, update, delete on table public.donations to authenticated;
grant all on table public.donations to service_role;

create policy "Admins can read donations"
on public.donations for select
to authenticated
using ((select private.has_role('admin')));

create policy "Admins can record donations"
on public.donations for insert
to authenticated
with check ((select private.has_role('admin')));

create policy "Admins can update donations"
on public.donations for update
to authenticated
using ((select private.has_role('admin')))
with check ((select private.has_role('admin')));

create policy "Admins can delete donations"
on public.donations for delete
to authenticated
using ((select private.has_role('admin')));
