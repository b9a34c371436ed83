-- Teaching series (a sermon series, a study course): posts, videos and audios may belong to one, at a
-- position. Visitors see a series once it is published; editors and admins write.

-- Slugs made in SQL (series converted from free text, audios and videos saved without one) follow the
-- admin's slugify (core/admin/slugify.ts): accents folded, anything else between words becomes a hyphen.
create function private.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(
      translate(lower(value), 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿ', 'aaaaaaeeeeiiiiooooouuuuncyy'),
      '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
    'sin-titulo');
$$;

revoke all on function private.slugify(text) from public;

-- The first of base, base-2, base-3… that no row of public.<table_name> uses yet. Runs as its owner so a
-- caller's policies cannot hide a row whose slug is taken.
create function private.unique_slug(table_name text, base text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
  taken boolean;
begin
  loop
    execute format('select exists (select 1 from public.%I where slug = $1)', table_name)
      into taken using candidate;
    exit when not taken;
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end;
$$;

revoke all on function private.unique_slug(text, text) from public;

create table public.series (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  description text check (char_length(description) <= 5000),
  cover_image_url text check (cover_image_url ~* '^https?://' and char_length(cover_image_url) <= 2048),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.series is
  'Teaching series; posts, videos and audios join one at a position. Public at /series/{slug} once published.';

create trigger set_updated_at
before update on public.series
for each row execute function private.set_updated_at();

alter table public.series enable row level security;

revoke all on table public.series from anon, authenticated;
grant select on table public.series to anon;
grant select, insert, update, delete on table public.series to authenticated;
grant all on table public.series to service_role;

create policy "Visitors can read published series"
on public.series for select
to anon, authenticated
using (is_published);

create policy "Editors can read every series"
on public.series for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create series"
on public.series for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update series"
on public.series for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete series"
on public.series for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
