-- The year's statements as one ZIP (issue 18), built where production allows it: 5,000 donors take ~30 s of
-- PDF work and ~22 MB, beyond a synchronous Netlify function (26 s, ~6 MB answer). The admin asks for it
-- (server function donation-statements, action `zip`: a row here, state queued), the background function
-- statement-archive-background builds it in batches, writing its progress here, uploads the ZIP into the
-- private statement_archives bucket and marks the row ready; the admin's screen polls the row and downloads
-- through a short-lived signed URL. Only the service role (those two functions) writes; admins read.
create table public.statement_archives (
  id uuid primary key default gen_random_uuid(),
  year integer not null check (year between 2000 and 2100),
  state text not null default 'queued' check (state in ('queued', 'running', 'ready', 'failed')),
  -- Statements written into the ZIP so far, out of the year's donors (known once the run has read the year).
  done integer not null default 0 check (done >= 0),
  total integer check (total >= 0),
  -- Why it failed, in Spanish, as the admin reads it.
  error text check (char_length(error) between 1 and 1000),
  -- The object in the statement_archives bucket, once ready: `<year>/<id>.zip`.
  storage_path text check (storage_path ~ '^[0-9]{4}/[0-9a-f-]{36}\.zip$'),
  bytes bigint check (bytes >= 0),
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  -- Every progress write touches it: a queued or running row that stops moving was left by a dead run.
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint statement_archives_done_within_total check (total is null or done <= total),
  constraint statement_archives_ready_with_its_file check ((state = 'ready') = (storage_path is not null)),
  constraint statement_archives_failed_with_a_reason check ((state = 'failed') = (error is not null))
);

comment on table public.statement_archives is
  'Runs of the year''s statements ZIP: state, progress, the archive in Storage; admins read, the service role writes.';
comment on column public.statement_archives.updated_at is
  'Last progress write; a queued or running row silent for 2 minutes was left by a run that died.';

-- Never two runs of a year at once: a second request while one is queued or running is a unique violation.
create unique index statement_archives_one_run_per_year on public.statement_archives (year)
where state in ('queued', 'running');
create index statement_archives_year_idx on public.statement_archives (year, created_at desc);

create trigger set_updated_at
before update on public.statement_archives
for each row execute function private.set_updated_at();

alter table public.statement_archives enable row level security;

revoke all on table public.statement_archives from anon, authenticated;
grant select on table public.statement_archives to authenticated;
grant all on table public.statement_archives to service_role;

create policy "Admins can read the statement archives"
on public.statement_archives for select
to authenticated
using ((select private.has_role('admin')));

-- Starts a run of the year: a queued or running row that has not moved for 2 minutes belonged to a run that
-- died (a crash, the 15-minute limit) and is marked failed first; then the new row is queued. While a live
-- run exists, the insert meets statement_archives_one_run_per_year and fails with 23505.
create function public.start_statement_archive(archive_year integer, requester uuid)
returns setof public.statement_archives
language plpgsql
set search_path = ''
as $$
begin
  update public.statement_archives
  set state = 'failed',
    finished_at = now(),
    error = 'La preparación se interrumpió sin terminar (el proceso se detuvo). Vuelve a preparar el ZIP.'
  where year = archive_year and state in ('queued', 'running') and updated_at < now() - interval '2 minutes';

  return query
  insert into public.statement_archives (year, requested_by)
  values (archive_year, requester)
  returning *;
end;
$$;

comment on function public.start_statement_archive(integer, uuid) is
  'Queues a run of the year''s statements ZIP, failing a silent (dead) run first; 23505 while one is live.';

revoke all on function public.start_statement_archive(integer, uuid) from public, anon, authenticated;
grant execute on function public.start_statement_archive(integer, uuid) to service_role;

-- The archives: private (donors' names, emails and gifts), ZIP only. No policy lets anyone write: only the
-- background function (service role) uploads and removes. Admins read, which is what signing a download
-- URL needs; the screen signs one for 10 minutes. 50 MB is the hosted free plan's upload limit (DEPLOY.md).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('statement_archives', 'statement_archives', false, 52428800, array['application/zip'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can read the statement archives files"
on storage.objects for select
to authenticated
using (bucket_id = 'statement_archives' and (select private.has_role('admin')));
