-- Blog articles (also listed as teachings). Content is Markdown, rendered and sanitized at build time.
create table public.posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  content text not null default '' check (char_length(content) <= 200000),
  description text check (char_length(description) <= 1000),
  meta_description text check (char_length(meta_description) <= 160),
  featured_image_url text check (featured_image_url ~* '^https?://' and char_length(featured_image_url) <= 2048),
  category text not null default 'general' check (char_length(category) between 1 and 100),
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  is_published boolean not null default false,
  published_at timestamptz,
  author_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Visitors see a post once published_at has passed, so a published post without a date would vanish.
  constraint posts_published_at_required check (not is_published or published_at is not null)
);

comment on table public.posts is
  'Blog articles in Markdown; visible to visitors once published and published_at has passed.';
comment on column public.posts.description is 'Summary shown on cards; falls back to the start of the content.';
comment on column public.posts.meta_description is 'SEO description only (at most 160 characters).';
comment on column public.posts.category is 'A teaching topic, e.g. fundamentos, oracion, familia.';

create index posts_author_id_idx on public.posts (author_id);

create trigger set_updated_at
before update on public.posts
for each row execute function private.set_updated_at();

alter table public.posts enable row level security;

revoke all on table public.posts from anon, authenticated;
grant select on table public.posts to anon;
grant select, insert, update, delete on table public.posts to authenticated;
grant all on table public.posts to service_role;

create policy "Visitors can read published posts"
on public.posts for select
to anon, authenticated
using (is_published and published_at <= now());

create policy "Editors can read every post"
on public.posts for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can create posts"
on public.posts for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can update posts"
on public.posts for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete posts"
on public.posts for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
