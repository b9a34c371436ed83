-- Privacy: a CV is personal data kept only while it serves the application. Once an application is
-- closed (Descartado or Contratado) for `cv_months` months (default 12), its CV is deleted and then the
-- application itself; files abandoned in the upload quarantine go after a day. Files are deleted through
-- the Storage API (deleting storage.objects rows would leave the bytes behind): in production by a daily
-- pg_cron job with pg_net, locally by the backend (backend/storage/retention.ts) with the same selection.

alter table public.job_applications add column closed_at timestamptz;
comment on column public.job_applications.closed_at is
  'When the application reached a closed status (Descartado, Contratado); the CV retention counts from here.';

update public.job_applications set closed_at = updated_at where status in ('Descartado', 'Contratado');

create function private.track_application_closing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status not in ('Descartado', 'Contratado') then
    new.closed_at := null;
  elsif tg_op = 'INSERT' or old.status not in ('Descartado', 'Contratado') then
    new.closed_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.track_application_closing() from public;

create trigger track_closing
before insert or update of status on public.job_applications
for each row execute function private.track_application_closing();

create table private.retention_settings (
  id boolean primary key default true check (id),
  cv_months integer not null default 12 check (cv_months between 1 and 120),
  updated_at timestamptz not null default now()
);

comment on table private.retention_settings is
  'How long personal files are kept. One row; change it with SQL (e.g. update private.retention_settings set cv_months = 6).';

insert into private.retention_settings (id) values (true);

alter table private.retention_settings enable row level security;
revoke all on table private.retention_settings from public, anon, authenticated;

-- The files due for deletion: CVs of applications closed longer than the retention, and quarantined
-- uploads older than a day (a visitor who never finished). Bucket and object name, for the Storage API.
create function private.uploads_past_retention()
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from public.job_applications a
  cross join private.retention_settings s
  join storage.objects o on o.bucket_id = 'applicant_cvs' and o.name = a.cv_path
  where a.closed_at <= now() - make_interval(months => s.cv_months)
  union all
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id = 'upload_quarantine' and o.created_at <= now() - interval '1 day';
$$;

revoke all on function private.uploads_past_retention() from public;

-- Applications past the retention whose CV is already gone (deleted by an earlier run): forgotten now.
create function private.forget_applications_past_retention()
returns integer
language sql
security definer
set search_path = ''
as $$
  with forgotten as (
    delete from public.job_applications a
    using private.retention_settings s
    where a.closed_at <= now() - make_interval(months => s.cv_months)
      and not exists (
        select 1 from storage.objects o where o.bucket_id = 'applicant_cvs' and o.name = a.cv_path
      )
    returning 1
  )
  select count(*)::integer from forgotten;
$$;

revoke all on function private.forget_applications_past_retention() from public;

-- Production job: asks Storage to delete each due file (pg_net sends after commit), then forgets the
-- applications whose CV went on an earlier run. The project URL and the service role key live in Vault
-- (secrets `project_url`, `service_role_key`; DEPLOY.md). Returns how many deletions it requested.
create function private.purge_expired_uploads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  base_url text;
  service_key text;
  due record;
  requested integer := 0;
begin
  perform private.forget_applications_past_retention();
  if to_regclass('vault.decrypted_secrets') is not null then
    select d.decrypted_secret into base_url from vault.decrypted_secrets d where d.name = 'project_url';
    select d.decrypted_secret into service_key from vault.decrypted_secrets d where d.name = 'service_role_key';
  end if;
  if base_url is null or service_key is null
    or not exists (select 1 from pg_proc p where p.proname = 'http_delete' and p.pronamespace::regnamespace::text = 'net') then
    raise warning 'Faltan los secretos project_url/service_role_key en Vault o la extensión pg_net: no se borran archivos vencidos.';
    return 0;
  end if;
  for due in select * from private.uploads_past_retention() loop
    -- Object names keep to Storage's key characters; only space and ? need escaping in a URL path.
    perform net.http_delete(
      url := rtrim(base_url, '/') || '/storage/v1/object/' || due.bucket_id || '/'
        || replace(replace(due.name, ' ', '%20'), '?', '%3F'),
      headers := jsonb_build_object('Authorization', 'Bearer ' || service_key)
    );
    requested := requested + 1;
  end loop;
  return requested;
end;
$$;

revoke all on function private.purge_expired_uploads() from public;

-- Daily at 03:17 where pg_cron and pg_net exist (hosted Supabase), as the site rebuild job is scheduled.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-expired-uploads', '17 3 * * *', 'select private.purge_expired_uploads()');
    exception when others then
      raise notice 'Sin pg_cron/pg_net (%): los CV vencidos no se borrarán solos en producción.', sqlerrm;
    end;
  end if;
end;
$$;
