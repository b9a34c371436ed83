-- Video teachings: links to a video host, listed on the teachings page once published.
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  description text check (char_length(description) <= 5000),
  video_url text not null check (video_url ~* '^https?://' and char_length(video_url) <= 2048),
  thumbnail_url text check (thumbnail_url ~* '^https?://' and char_length(thumbnail_url) <= 2048),
  duration_seconds integer check (duration_seconds >= 0),
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  is_published boolean not null default false,
  published_at timestamptz,
  author_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint videos_published_at_required check (not is_published or published_at is not null)
);

comment on table public.videos is 'Video teachings; visible to visitors once published and published_at has passed.';

create index videos_author_id_idx on public.videos (author_id);

create trigger set_updated_at
before update on public.videos
for each row execute function private.set_updated_at();

alter table public.videos enable row level security;

revoke all on table public.videos from anon, authenticated;
grant select on table public.videos to anon;
grant select, insert, update, delete on table public.videos to authenticated;
grant all on table public.videos to service_role;

create policy "Visitors can read published videos"
on public.videos for select
to anon, authenticated
using (is_published and published_at <= now());

create policy "Editors can read every video"
on public.videos for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create videos"
on public.videos for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update videos"
on public.videos for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete videos"
on public.videos for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
