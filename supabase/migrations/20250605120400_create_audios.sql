-- Audio teachings (sermons, podcast episodes), optionally grouped in a series.
create table public.audios (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  description text check (char_length(description) <= 5000),
  audio_url text not null check (audio_url ~* '^https?://' and char_length(audio_url) <= 2048),
  cover_art_url text check (cover_art_url ~* '^https?://' and char_length(cover_art_url) <= 2048),
  duration_seconds integer check (duration_seconds >= 0),
  series text check (char_length(series) between 1 and 200),
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  is_published boolean not null default false,
  published_at timestamptz,
  speaker_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint audios_published_at_required check (not is_published or published_at is not null)
);

comment on table public.audios is 'Audio teachings; visible to visitors once published and published_at has passed.';
comment on column public.audios.series is 'Series name shared by episodes; null for a single audio.';

create index audios_speaker_id_idx on public.audios (speaker_id);

create trigger set_updated_at
before update on public.audios
for each row execute function private.set_updated_at();

alter table public.audios enable row level security;

revoke all on table public.audios from anon, authenticated;
grant select on table public.audios to anon;
grant select, insert, update, delete on table public.audios to authenticated;
grant all on table public.audios to service_role;

create policy "Visitors can read published audios"
on public.audios for select
to anon, authenticated
using (is_published and published_at <= now());

create policy "Editors can read every audio"
on public.audios for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create audios"
on public.audios for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update audios"
on public.audios for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete audios"
on public.audios for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
