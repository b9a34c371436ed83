-- Staff edit every text and setting visitors read (admin → Sitio), by area: the ministry's identity,
-- contact and giving (admins), and the page content, schedule, assistant and banner (editors and admins).
-- Each area's content is checked by its Zod schema (core/site/) in the admin's form, in the server
-- function that publishes it and in the build; here SQL keeps who may write what, drafts that two people
-- cannot silently overwrite, and every published version. An area never published shows the defaults of
-- core/siteConfig.ts, so a fresh install needs no seed.

create function private.is_site_area(area text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select area in (
    'identity', 'contact', 'giving', 'social', 'schedule', 'home', 'about', 'legal', 'openings',
    'assistant', 'banner'
  );
$$;

revoke all on function private.is_site_area(text) from public, anon;
grant execute on function private.is_site_area(text) to anon, authenticated, service_role;

-- Admins edit every area; editors every area but the ministry's identity, contact and giving
-- (core/site/areas.ts says the same with its capabilities).
create function private.can_edit_site_area(area text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when area in ('identity', 'contact', 'giving') then private.has_role('admin')
    else private.has_role('admin', 'editor')
  end;
$$;

comment on function private.can_edit_site_area(text) is
  'True when the signed-in staff member may edit and publish this site-content area.';

revoke all on function private.can_edit_site_area(text) from public, anon;
grant execute on function private.can_edit_site_area(text) to authenticated, service_role;

-- What the site shows: one row per published area. Visitors may read it (the build reads it with the
-- publishable key); nobody writes it but publish_site_content.
create table public.site_content (
  area text primary key check (private.is_site_area(area)),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 262144),
  version integer not null check (version >= 1),
  published_at timestamptz not null default now(),
  published_by uuid references public.users (id) on delete set null
);

comment on table public.site_content is
  'The published content of each site area (identity, contact, home, about…), read by the build.';

alter table public.site_content enable row level security;

revoke all on table public.site_content from anon, authenticated;
grant select on table public.site_content to anon, authenticated;
grant all on table public.site_content to service_role;

create policy "Visitors can read the published site content"
on public.site_content for select
to anon, authenticated
using (true);

-- The work in progress of each area, shared by the staff who may edit it. `version` goes up on every save;
-- a save names the version it started from, so the second of two people saving at once is told instead
-- of overwriting the first (save_site_content_draft).
create table public.site_content_drafts (
  area text primary key check (private.is_site_area(area)),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 262144),
  version integer not null default 1 check (version >= 1),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references public.users (id) on delete set null
);

comment on table public.site_content_drafts is
  'Unpublished edits of each site area, one shared draft per area, versioned against lost updates.';

alter table public.site_content_drafts enable row level security;

revoke all on table public.site_content_drafts from anon, authenticated;
grant select, insert, update (content, version, updated_at, updated_by) on table public.site_content_drafts
  to authenticated;
grant all on table public.site_content_drafts to service_role;

create policy "Staff can read the drafts of the areas they edit"
on public.site_content_drafts for select
to authenticated
using ((select private.can_edit_site_area(area)));

create policy "Staff can start drafts of the areas they edit"
on public.site_content_drafts for insert
to authenticated
with check ((select private.can_edit_site_area(area)));

-- Any editor or admin reaches the row; the check refuses (42501) an area that is not theirs.
create policy "Staff can change drafts of the areas they edit"
on public.site_content_drafts for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.can_edit_site_area(area)));

-- Every published version, for the history and «Restaurar». Written only by publish_site_content.
create table public.site_content_versions (
  area text not null check (private.is_site_area(area)),
  version integer not null check (version >= 1),
  content jsonb not null,
  published_at timestamptz not null default now(),
  published_by uuid references public.users (id) on delete set null,
  -- The version this one brought back, when it was a «Restaurar».
  restored_from integer check (restored_from >= 1),
  primary key (area, version)
);

comment on table public.site_content_versions is
  'Every published version of each site area, with who published it and when; nothing edits them.';

alter table public.site_content_versions enable row level security;

revoke all on table public.site_content_versions from anon, authenticated;
grant select on table public.site_content_versions to authenticated;
grant all on table public.site_content_versions to service_role;

create policy "Staff can read the history of the areas they edit"
on public.site_content_versions for select
to authenticated
using ((select private.can_edit_site_area(area)));

-- Saves the shared draft of an area. `base_version` is the draft version the editor started from (0 when
-- there was none); when someone saved in between, nothing is written and the call fails with PT409 (409),
-- so the admin keeps the person's text and offers to compare. Runs with the caller's rights: RLS decides
-- whose area it is (42501 otherwise).
create function public.save_site_content_draft(area text, content jsonb, base_version integer)
returns table (version integer, updated_at timestamptz)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  saved_version integer;
  saved_at timestamptz;
begin
  -- No private.* call here: this runs as the caller, who has no usage on that schema. The table's check
  -- refuses an unknown area (23514) and its policies one that is not the caller's (42501).
  insert into public.site_content_drafts as d (area, content, version, updated_by)
  values (save_site_content_draft.area, save_site_content_draft.content, 1, auth.uid())
  on conflict on constraint site_content_drafts_pkey do update
    set content = excluded.content, version = d.version + 1, updated_at = now(), updated_by = auth.uid()
    where d.version = save_site_content_draft.base_version
  returning d.version, d.updated_at into saved_version, saved_at;
  if saved_version is null or (save_site_content_draft.base_version > 0 and saved_version = 1) then
    raise exception using
      errcode = 'PT409',
      message = 'Otra persona guardó cambios en esta sección mientras editabas.',
      hint = 'Tu texto sigue en pantalla: compáralo con el guardado antes de volver a guardar.';
  end if;
  return query select saved_version, saved_at;
end;
$$;

-- From anon too: Supabase grants the API roles execute on every new function of public by default.
revoke all on function public.save_site_content_draft(text, jsonb, integer) from public, anon;
grant execute on function public.save_site_content_draft(text, jsonb, integer) to authenticated;

-- Publishes an area: the content becomes what the site shows, is kept as a new version, becomes the draft
-- again, and the site is rebuilt. The server function site-content calls it with the caller's session
-- after checking the content against the area's schema. `draft_version` (the draft the publisher saw)
-- refuses a publish over someone else's newer draft (PT409); `restored_from` marks a «Restaurar».
create function private.publish_site_content(
  area text,
  content jsonb,
  draft_version integer,
  restored_from integer default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_version integer;
  area_name constant text := publish_site_content.area;
begin
  if not private.is_site_area(area_name) then
    raise exception using errcode = '22023', message = 'Sección del sitio desconocida.';
  end if;
  if not private.can_edit_site_area(area_name) then
    raise exception using errcode = '42501', message = 'No tienes permiso para publicar esta sección.';
  end if;
  -- One publisher per area at a time; the draft check below then sees the latest draft.
  perform pg_advisory_xact_lock(hashtext('site_content:' || area_name));
  if exists (
    select 1 from public.site_content_drafts d
    where d.area = area_name and d.version <> publish_site_content.draft_version
  ) then
    raise exception using
      errcode = 'PT409',
      message = 'Otra persona guardó cambios en esta sección mientras editabas.',
      hint = 'Tu texto sigue en pantalla: compáralo con el guardado antes de publicar.';
  end if;

  select coalesce(max(v.version), 0) + 1 into next_version
  from public.site_content_versions v where v.area = area_name;

  insert into public.site_content_versions (area, version, content, published_by, restored_from)
  values (area_name, next_version, publish_site_content.content, auth.uid(), publish_site_content.restored_from);

  insert into public.site_content as c (area, content, version, published_at, published_by)
  values (area_name, publish_site_content.content, next_version, now(), auth.uid())
  on conflict on constraint site_content_pkey do update
    set content = excluded.content, version = excluded.version, published_at = excluded.published_at,
        published_by = excluded.published_by;

  insert into public.site_content_drafts as d (area, content, version, updated_by)
  values (area_name, publish_site_content.content, 1, auth.uid())
  on conflict on constraint site_content_drafts_pkey do update
    set content = excluded.content, version = d.version + 1, updated_at = now(), updated_by = auth.uid();

  -- The prayer wall's days are SQL's to apply on approval; the consent text the site shows names them.
  if area_name = 'identity' and publish_site_content.content ? 'prayerWallDays' then
    update public.prayer_wall_settings
    set wall_days = (publish_site_content.content ->> 'prayerWallDays')::integer
    where id;
  end if;

  perform private.record_site_rebuild_request('site_content publish');
  return next_version;
end;
$$;

revoke all on function private.publish_site_content(text, jsonb, integer, integer) from public, anon;
grant execute on function private.publish_site_content(text, jsonb, integer, integer) to authenticated;

-- What the API exposes: an invoker function whose body (BEGIN ATOMIC, resolved when created) calls the
-- definer one, so no security-definer function is reachable through the API (Supabase linter 0028/0029).
create function public.publish_site_content(
  area text,
  content jsonb,
  draft_version integer,
  restored_from integer default null
)
returns integer
language sql
security invoker
set search_path = ''
begin atomic
  select private.publish_site_content(area, content, draft_version, restored_from);
end;

comment on function public.publish_site_content(text, jsonb, integer, integer) is
  'Publishes a site area checked by the site-content server function; keeps the version and requests a rebuild.';

revoke all on function public.publish_site_content(text, jsonb, integer, integer) from public, anon;
grant execute on function public.publish_site_content(text, jsonb, integer, integer) to authenticated;
