-- Prayer requests from the dialog and the chat assistant. Private by default; the pastoral team decides
-- what becomes public and marks requests prayed for.
create table public.prayer_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  email text check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  request_text text not null check (request_text ~ '\S' and char_length(request_text) <= 5000),
  is_public boolean not null default false,
  is_prayed_for boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.prayer_requests is
  'Prayer requests; created private and not prayed for, read only by the pastoral team and admins.';
comment on column public.prayer_requests.email is 'Optional, for follow-up; never shown publicly.';

alter table public.prayer_requests enable row level security;

revoke all on table public.prayer_requests from anon, authenticated;
grant insert (name, email, request_text, is_public, is_prayed_for) on table public.prayer_requests to anon, authenticated;
grant select, delete on table public.prayer_requests to authenticated;
grant update (is_public, is_prayed_for) on table public.prayer_requests to authenticated;
grant all on table public.prayer_requests to service_role;

create policy "Visitors can send private prayer requests"
on public.prayer_requests for insert
to anon, authenticated
with check (not is_public and not is_prayed_for);

create policy "The pastoral team can read prayer requests"
on public.prayer_requests for select
to authenticated
using ((select private.has_role('admin', 'pastoral')));

create policy "The pastoral team can update prayer requests"
on public.prayer_requests for update
to authenticated
using ((select private.has_role('admin', 'pastoral')))
with check ((select private.has_role('admin', 'pastoral')));

create policy "The pastoral team can delete prayer requests"
on public.prayer_requests for delete
to authenticated
using ((select private.has_role('admin', 'pastoral')));
