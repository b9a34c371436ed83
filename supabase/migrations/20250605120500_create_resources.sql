-- Library resources (Bibles, books, devotionals, guides…): files kept in the resource_files bucket.
create table public.resources (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  description text check (char_length(description) <= 5000),
  category text check (char_length(category) between 1 and 100),
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  file_url text not null check (file_url ~* '^https?://' and char_length(file_url) <= 2048),
  file_path text check (char_length(file_path) between 1 and 1024),
  thumbnail_url text check (thumbnail_url ~* '^https?://' and char_length(thumbnail_url) <= 2048),
  thumbnail_path text check (char_length(thumbnail_path) between 1 and 1024),
  file_type text check (char_length(file_type) between 1 and 100),
  file_size integer check (file_size >= 0),
  is_published boolean not null default false,
  published_at timestamptz,
  author_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resources_published_at_required check (not is_published or published_at is not null)
);

comment on table public.resources is
  'Library resources; the file lives in the resource_files bucket at file_path, served at file_url.';
comment on column public.resources.category is 'Library section: biblias, libros, devocionales, guia, regalos, ninos…';
comment on column public.resources.file_path is 'Object path in the resource_files bucket, used to replace or remove the file.';
comment on column public.resources.file_size is 'Size of the file in bytes.';

create index resources_author_id_idx on public.resources (author_id);

create trigger set_updated_at
before update on public.resources
for each row execute function private.set_updated_at();

alter table public.resources enable row level security;

revoke all on table public.resources from anon, authenticated;
grant select on table public.resources to anon;
grant select, insert, update, delete on table public.resources to authenticated;
grant all on table public.resources to service_role;

create policy "Visitors can read published resources"
on public.resources for select
to anon, authenticated
using (is_published and published_at <= now());

create policy "Editors can read every resource"
on public.resources for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create resources"
on public.resources for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update resources"
on public.resources for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete resources"
on public.resources for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
