-- Speakers of teachings: pastors, guests, teachers. Not staff accounts (a guest preacher has none); a
-- teaching may have several. Their profile is public at /predicadores/{slug}.
create table public.speakers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  bio text check (char_length(bio) <= 2000),
  photo_url text check (photo_url ~* '^https?://' and char_length(photo_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.speakers is
  'People who preach or teach (staff or guests), linked to teachings; public profile at /predicadores/{slug}.';
comment on column public.speakers.bio is 'Short biography shown on the speaker page (at most 2,000 characters).';

create trigger set_updated_at
before update on public.speakers
for each row execute function private.set_updated_at();

alter table public.speakers enable row level security;

revoke all on table public.speakers from anon, authenticated;
grant select on table public.speakers to anon;
grant select, insert, update, delete on table public.speakers to authenticated;
grant all on table public.speakers to service_role;

-- A speaker's name, bio and photo exist to be shown: there is no draft state to hide.
create policy "Visitors can read speakers"
on public.speakers for select
to anon, authenticated
using (true);

create policy "Editors can create speakers"
on public.speakers for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update speakers"
on public.speakers for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete speakers"
on public.speakers for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
