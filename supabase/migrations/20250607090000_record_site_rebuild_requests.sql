-- Publishing must reach the static site without anyone running a build. Content changes that visitors can
-- see record a rebuild request; locally `npm start` polls them and rebuilds, in production a debounced job
-- calls the Netlify build hook. The hook URL lives in Supabase Vault (secret `netlify_build_hook_url`),
-- never in a table the API exposes nor in a browser bundle.

create table public.site_rebuild_requests (
  id bigint generated always as identity primary key,
  -- What happened, e.g. `posts update`, `testimonials delete`, `manual`, `scheduled`.
  reason text not null check (char_length(reason) between 1 and 100),
  requested_at timestamptz not null default now(),
  -- Set when a build (local) or a build hook call (production) took the request into account.
  handled_at timestamptz
);

comment on table public.site_rebuild_requests is
  'Requests to rebuild the public site, recorded by content triggers and the staff button; handled once built.';

-- Both rebuilders only ever look at what is still pending.
create index site_rebuild_requests_pending_idx on public.site_rebuild_requests (id) where handled_at is null;

alter table public.site_rebuild_requests enable row level security;

revoke all on table public.site_rebuild_requests from anon, authenticated;
grant select on table public.site_rebuild_requests to authenticated;
grant all on table public.site_rebuild_requests to service_role;

create policy "Staff can read rebuild requests"
on public.site_rebuild_requests for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

-- One row: what the admin shows about the live site.
create table public.site_build_status (
  id boolean primary key default true check (id),
  state text not null default 'idle' check (state in ('idle', 'building', 'failed')),
  -- When the site that is live now finished building (local) or the last hook call went out (production).
  last_built_at timestamptz,
  started_at timestamptz,
  last_error text check (char_length(last_error) <= 4000),
  last_dispatched_at timestamptz,
  updated_at timestamptz not null default now()
);

comment on table public.site_build_status is
  'The public site''s build state for the admin: idle, building or failed (with the error).';

insert into public.site_build_status (id) values (true);

alter table public.site_build_status enable row level security;

revoke all on table public.site_build_status from anon, authenticated;
grant select on table public.site_build_status to authenticated;
grant all on table public.site_build_status to service_role;

create policy "Staff can read the build status"
on public.site_build_status for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

-- Rows change under many writers at once (a bulk publish updates hundreds): one request per table and
-- transaction is enough, so later rows in the same transaction find it and add nothing.
create function private.record_site_rebuild_request(reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.site_rebuild_requests (reason)
  select record_site_rebuild_request.reason
  where not exists (
    select 1 from public.site_rebuild_requests r
    where r.handled_at is null and r.requested_at = now() and r.reason = record_site_rebuild_request.reason
  );
end;
$$;

revoke all on function private.record_site_rebuild_request(text) from public;

-- Posts, videos, audios, resources: only rows that are or were published matter; drafts never reach the site.
create function private.request_rebuild_for_published_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.is_published)
    or (tg_op = 'UPDATE' and (old.is_published or new.is_published))
    or (tg_op = 'DELETE' and old.is_published) then
    perform private.record_site_rebuild_request(tg_table_name || ' ' || lower(tg_op));
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_published_content() from public;

create trigger request_site_rebuild after insert or update or delete on public.posts
for each row execute function private.request_rebuild_for_published_content();
create trigger request_site_rebuild after insert or update or delete on public.videos
for each row execute function private.request_rebuild_for_published_content();
create trigger request_site_rebuild after insert or update or delete on public.audios
for each row execute function private.request_rebuild_for_published_content();
create trigger request_site_rebuild after insert or update or delete on public.resources
for each row execute function private.request_rebuild_for_published_content();

-- Testimonials: approving, unapproving, editing or deleting an approved one; new submissions are unapproved.
create function private.request_rebuild_for_approved_testimonial()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.is_approved)
    or (tg_op = 'UPDATE' and (old.is_approved or new.is_approved))
    or (tg_op = 'DELETE' and old.is_approved) then
    perform private.record_site_rebuild_request('testimonials ' || lower(tg_op));
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_approved_testimonial() from public;

create trigger request_site_rebuild after insert or update or delete on public.testimonials
for each row execute function private.request_rebuild_for_approved_testimonial();

-- Scheduled content: published rows whose published_at passed after `since` (the last build) are not on
-- the site yet although nothing was edited.
create function private.scheduled_content_due_since(since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.posts where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.videos where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.audios where is_published and published_at > since and published_at <= now())
    or exists (select 1 from public.resources where is_published and published_at > since and published_at <= now());
$$;

revoke all on function private.scheduled_content_due_since(timestamptz) from public;

-- Production job (pg_cron, every minute). Debounced: calls the Netlify build hook once nothing new arrived
-- for `quiet`, or once the oldest pending request waited `max_wait`, or at once for the staff button and
-- for scheduled content (whose request is re-made each run until handled, so it would never look quiet).
-- Returns true when it called the hook. References to vault and net resolve only when it runs.
create function private.dispatch_site_rebuild(
  quiet interval default interval '1 minute',
  max_wait interval default interval '10 minutes'
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_dispatch timestamptz;
  newest timestamptz;
  oldest timestamptz;
  urgent boolean;
  last_id bigint;
  hook_url text;
begin
  select s.last_dispatched_at into last_dispatch from public.site_build_status s where s.id for update;
  if private.scheduled_content_due_since(coalesce(last_dispatch, now())) then
    perform private.record_site_rebuild_request('scheduled');
  end if;

  select max(r.requested_at), min(r.requested_at), bool_or(r.reason in ('manual', 'scheduled')), max(r.id)
  into newest, oldest, urgent, last_id
  from public.site_rebuild_requests r where r.handled_at is null;
  if last_id is null then
    return false;
  end if;
  if not (urgent or newest <= now() - quiet or oldest <= now() - max_wait) then
    return false;
  end if;

  if to_regclass('vault.decrypted_secrets') is not null then
    select d.decrypted_secret into hook_url from vault.decrypted_secrets d where d.name = 'netlify_build_hook_url';
  end if;
  if hook_url is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    update public.site_build_status
    set state = 'failed', updated_at = now(),
        last_error = 'Falta el secreto netlify_build_hook_url en Vault o la extensión pg_net.'
    where id;
    return false;
  end if;

  -- pg_net sends after commit, asynchronously; Netlify queues builds that arrive while one runs.
  perform net.http_post(url := hook_url, body := '{}'::jsonb);
  update public.site_rebuild_requests set handled_at = now() where handled_at is null and id <= last_id;
  update public.site_build_status
  set state = 'idle', last_dispatched_at = now(), last_built_at = now(), last_error = null, updated_at = now()
  where id;
  return true;
end;
$$;

revoke all on function private.dispatch_site_rebuild(interval, interval) from public;

-- Hosted Supabase has pg_cron and pg_net; PGlite and a plain PostgreSQL do not, and the local rebuilder
-- (npm start) does this job there. So the migration applies unchanged everywhere; a server that lists the
-- extensions but cannot load them (pg_cron needs shared_preload_libraries) only gets a notice.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('dispatch-site-rebuild', '* * * * *', 'select private.dispatch_site_rebuild()');
    exception when others then
      raise notice 'Sin pg_cron/pg_net (%): el sitio no se reconstruirá solo en producción.', sqlerrm;
    end;
  end if;
end;
$$;
