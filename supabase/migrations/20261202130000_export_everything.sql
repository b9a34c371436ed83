-- «Exportar todo» (issue 30, item 4): the ministry takes its data with it, in one ZIP of every table of the
-- API's schema (public: content, people, gifts, settings) as CSV and JSON plus every stored file. The
-- private schema (hashed tokens, salts, rate-limit counters) and Auth (password hashes) are the install's
-- machinery, not the ministry's records: they travel in `npm run db:backup` and Supabase's backups instead.
-- The admin asks for it (server function data-export: a row here, state queued), the background function
-- data-export-background builds it, writing its progress here, uploads the ZIP into the private
-- data_exports bucket and marks the row ready; the screen polls the row and downloads through a short-lived
-- signed URL. The rows are the record of who exported everything and when: a newer ZIP replaces the file
-- of the one before (state replaced, its row kept), so one copy of everything sits in Storage at a time.
-- Only the service role writes; admins read.
create table public.data_exports (
  id uuid primary key default gen_random_uuid(),
  state text not null default 'queued' check (state in ('queued', 'running', 'ready', 'failed', 'replaced')),
  -- Tables and files written into the ZIP so far, out of all of them (known once the run has listed them).
  done integer not null default 0 check (done >= 0),
  total integer check (total >= 0),
  tables integer check (tables >= 0),
  files integer check (files >= 0),
  -- Why it failed, in Spanish, as the admin reads it.
  error text check (char_length(error) between 1 and 1000),
  -- The object in the data_exports bucket, once ready: `<id>.zip`.
  storage_path text check (storage_path ~ '^[0-9a-f-]{36}\.zip$'),
  bytes bigint check (bytes >= 0),
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  -- Every progress write touches it: a queued or running row that stops moving was left by a dead run.
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint data_exports_done_within_total check (total is null or done <= total),
  constraint data_exports_ready_with_its_file check ((state = 'ready') = (storage_path is not null)),
  constraint data_exports_failed_with_a_reason check ((state = 'failed') = (error is not null))
);

comment on table public.data_exports is
  'Runs of «Exportar todo» (every table and file in one ZIP): who asked, progress, the archive; admins read, the service role writes.';
comment on column public.data_exports.updated_at is
  'Last progress write; a queued or running row silent for 2 minutes was left by a run that died.';

-- Never two runs at once: a second request while one is queued or running is a unique violation.
create unique index data_exports_one_run on public.data_exports ((true))
where state in ('queued', 'running');
create index data_exports_created_at_idx on public.data_exports (created_at desc);

create trigger set_updated_at
before update on public.data_exports
for each row execute function private.set_updated_at();

alter table public.data_exports enable row level security;

revoke all on table public.data_exports from anon, authenticated;
grant select on table public.data_exports to authenticated;
grant all on table public.data_exports to service_role;

create policy "Admins can read the exports"
on public.data_exports for select
to authenticated
using ((select private.has_role('admin')));

-- Starts a run: a queued or running row that has not moved for 2 minutes belonged to a run that died (a
-- crash, the 15-minute limit) and is marked failed first; then the new row is queued. While a live run
-- exists, the insert meets data_exports_one_run and fails with 23505.
create function public.start_data_export(requester uuid)
returns setof public.data_exports
language plpgsql
set search_path = ''
as $$
begin
  update public.data_exports
  set state = 'failed',
    finished_at = now(),
    error = 'La exportación se interrumpió sin terminar (el proceso se detuvo). Vuelve a exportar.'
  where state in ('queued', 'running') and updated_at < now() - interval '2 minutes';

  return query
  insert into public.data_exports (requested_by)
  values (requester)
  returning *;
end;
$$;

comment on function public.start_data_export(uuid) is
  'Queues a run of «Exportar todo», failing a silent (dead) run first; 23505 while one is live.';

revoke all on function public.start_data_export(uuid) from public, anon, authenticated;
grant execute on function public.start_data_export(uuid) to service_role;

-- What the export holds, read by the background function: every table of the API's schema with its
-- columns in order (the CSV header, even for an empty table) and its primary key (the order rows are
-- paged in), and every stored object. Views are left out: they show rows of the tables already exported.
create function public.exported_tables()
returns table (table_name text, columns text[], key_columns text[])
language sql
stable
set search_path = ''
as $$
  select c.relname::text,
    array(
      select a.attname::text from pg_catalog.pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      order by a.attnum
    ),
    array(
      select a.attname::text
      from pg_catalog.pg_index i
      cross join lateral unnest(i.indkey) with ordinality as k (attnum, position)
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary
      order by k.position
    )
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname;
$$;

comment on function public.exported_tables() is
  'The tables «Exportar todo» writes (the API schema''s), with their columns and primary key; service role only.';

revoke all on function public.exported_tables() from public, anon, authenticated;
grant execute on function public.exported_tables() to service_role;

create function public.exported_files()
returns table (bucket_id text, name text)
language sql
stable
set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id <> 'data_exports'
  order by o.bucket_id, o.name;
$$;

comment on function public.exported_files() is
  'Every stored object «Exportar todo» copies (all buckets but the exports'' own); service role only.';

revoke all on function public.exported_files() from public, anon, authenticated;
grant execute on function public.exported_files() to service_role;

-- The exports: private (everything the ministry holds, donors and prayer requests included), ZIP only. No
-- policy lets anyone write: only the background function (service role) uploads and removes. Admins read,
-- which is what signing a download URL needs; the screen signs one for 10 minutes. No size limit of its own:
-- the project's upload limit governs (50 MB on the free plan; DEPLOY.md says how to raise it).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('data_exports', 'data_exports', false, null, array['application/zip'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can read the exports files"
on storage.objects for select
to authenticated
using (bucket_id = 'data_exports' and (select private.has_role('admin')));
