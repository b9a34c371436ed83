-- Newsletter list ("Palabra Viva" weekly reflections). One row per email, whatever its letter case,
-- so a second sign-up fails with 23505 and the site answers 'Ya estás suscrito'.
create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  name text check (char_length(name) <= 200),
  country text check (char_length(country) <= 100),
  wants_reflections boolean not null default true,
  subscribed_via text not null default 'Unknown' check (char_length(subscribed_via) between 1 and 100),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

comment on table public.subscribers is 'Newsletter subscribers; email unique regardless of letter case.';
comment on column public.subscribers.subscribed_via is
  'Where they signed up: BlogHighlightSection, ParticipateSection, ExitIntentPopup or Unknown.';

create unique index subscribers_email_key on public.subscribers (lower(email));

alter table public.subscribers enable row level security;

revoke all on table public.subscribers from anon, authenticated;
grant insert (email, name, country, wants_reflections, subscribed_via, is_active)
  on table public.subscribers to anon, authenticated;
grant select, delete on table public.subscribers to authenticated;
grant update (name, country, wants_reflections, is_active) on table public.subscribers to authenticated;
grant all on table public.subscribers to service_role;

create policy "Visitors can subscribe"
on public.subscribers for insert
to anon, authenticated
with check (is_active);

create policy "Editors can read subscribers"
on public.subscribers for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can update subscribers"
on public.subscribers for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete subscribers"
on public.subscribers for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
