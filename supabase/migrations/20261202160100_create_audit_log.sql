-- The audit log (issue 32, item 3): every change staff make is recorded here by triggers, so no path (the
-- admin, the API, a server function) can skip it. Who (the staff member's id, and their email and role at
-- the time, so an entry still reads right after they leave or change role), when, which record and what
-- changed: the whole row before and after for settings and donations, the changed columns elsewhere (a
-- prayer request's text or a CV's path has no place in a log every admin reads).
--
-- Who acted: the signed-in staff member (auth.uid()); when a server function acts for one with the secret
-- key it sends the caller's id in the `X-Staff-Actor` request header (PostgREST exposes the headers in
-- `request.headers`), trusted only under the service role: only the server holds that key. Actions that
-- change no row of the API's schema (an invitation, a deactivation through Auth) are written by the
-- functions with public.record_staff_action. Visitors' own submissions are not staff actions and leave no
-- entry; the secret key acting for no one (Stripe's webhook, background runs, visitor uploads) is recorded
-- with no person.
--
-- Nobody changes or deletes an entry: no API role (anon, authenticated, service_role) holds update, delete
-- or truncate, and a trigger refuses them to the owner too, except the purge of entries older than a year
-- (public.purge_audit_log, run by the scheduled job netlify/lib/jobs/auditPurge.ts).
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  -- admin, editor, pastoral; service_role when the secret key acted for no one.
  actor_role text,
  table_name text not null,
  row_id text,
  -- A readable name of the record when it has one (a title, a name, an area), for the list.
  row_label text check (char_length(row_label) <= 200),
  -- insert, update, delete, or a named action (export, invite, deactivate…).
  action text not null check (action ~ '^[a-z][a-z_-]{1,39}$'),
  changed_columns text[],
  before jsonb,
  after jsonb
);

comment on table public.audit_log is
  'Every staff change (who, role at the time, when, which record, what changed); admins read, nobody edits.';
comment on column public.audit_log.actor_role is
  'The role when it happened; service_role when the secret key acted for no one (webhooks, jobs).';

create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);
create index audit_log_table_idx on public.audit_log (table_name, occurred_at desc);

alter table public.audit_log enable row level security;

revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;

create policy "Admins can read the audit log"
on public.audit_log for select
to authenticated
using ((select private.has_role('admin')));

-- Even the owner's session cannot edit an entry; deleting is the purge's alone (a transaction-local flag
-- it sets). Truncate is refused outright.
create function private.keep_audit_entries()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('private.audit_purge', true) = 'on' then
    return old;
  end if;
  raise exception 'audit log entries cannot be changed or deleted'
    using errcode = '42501';
end;
$$;

revoke all on function private.keep_audit_entries() from public;

create trigger keep_audit_entries
before update or delete on public.audit_log
for each row execute function private.keep_audit_entries();

create trigger refuse_audit_truncate
before truncate on public.audit_log
for each statement execute function private.keep_audit_entries();

-- The staff member this request acts for: the signed-in one, or the one a server function names.
create function private.audit_actor()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  named text;
begin
  case auth.jwt() ->> 'role'
    when 'authenticated' then
      return auth.uid();
    when 'service_role' then
      named := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-staff-actor';
      if named ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
        return named::uuid;
      end if;
      return null;
    else
      return null;
  end case;
end;
$$;

revoke all on function private.audit_actor() from public;

-- Writes one entry. Returns false (and writes nothing) when nobody on staff nor the secret key acted.
create function private.write_audit_entry(
  target_table text,
  target_id text,
  target_label text,
  what text,
  columns text[],
  before_row jsonb,
  after_row jsonb
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.audit_actor();
  staff record;
begin
  select u.id, u.email, u.role into staff from public.users u where u.id = actor and u.role is not null;
  if staff.id is null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    return false;
  end if;
  insert into public.audit_log
    (actor_id, actor_email, actor_role, table_name, row_id, row_label, action, changed_columns, before, after)
  values (
    staff.id, staff.email, coalesce(staff.role, 'service_role'), target_table, target_id,
    left(target_label, 200), what, columns, before_row, after_row
  );
  return true;
end;
$$;

revoke all on function private.write_audit_entry(text, text, text, text, text[], jsonb, jsonb) from public;

-- The trigger: tg_argv[0] is 'full' (keep the rows before and after) or 'columns' (only which changed);
-- tg_argv[1] the key columns joined by commas (default id); tg_argv[2], when given, names the action.
create function private.record_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keep_rows boolean := tg_argv[0] = 'full';
  key_columns text[] := string_to_array(coalesce(tg_argv[1], 'id'), ',');
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  subject jsonb := coalesce(new_row, old_row);
  changed text[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(n.key order by n.key) into changed
    from jsonb_each(new_row) n
    where n.value is distinct from old_row -> n.key and n.key <> 'updated_at';
    if changed is null then
      return null;
    end if;
  end if;
  perform private.write_audit_entry(
    tg_table_name,
    (select string_agg(subject ->> k, '/') from unnest(key_columns) k),
    coalesce(subject ->> 'title', subject ->> 'name', subject ->> 'subject', subject ->> 'donor_name',
      subject ->> 'email', subject ->> 'area'),
    coalesce(tg_argv[2], lower(tg_op)),
    changed,
    case when keep_rows then old_row end,
    case when keep_rows then new_row end
  );
  return null;
end;
$$;

revoke all on function private.record_audit() from public;

-- One trigger per audited table. Settings and donations keep their rows; the rest which columns changed.
do $$
declare
  audited record;
begin
  for audited in
    select * from (values
      ('posts', 'columns', 'id'), ('videos', 'columns', 'id'), ('audios', 'columns', 'id'),
      ('resources', 'columns', 'id'), ('series', 'columns', 'id'), ('speakers', 'columns', 'id'),
      ('post_speakers', 'columns', 'post_id,speaker_id'), ('video_speakers', 'columns', 'video_id,speaker_id'),
      ('audio_speakers', 'columns', 'audio_id,speaker_id'), ('events', 'columns', 'id'),
      ('site_content', 'full', 'area'), ('site_content_drafts', 'full', 'area'),
      ('security_settings', 'full', 'id'), ('prayer_wall_settings', 'full', 'id'),
      ('users', 'columns', 'id'), ('donations', 'full', 'id'),
      ('testimonials', 'columns', 'id'), ('prayer_requests', 'columns', 'id'),
      ('contact_inquiries', 'columns', 'id'), ('job_applications', 'columns', 'id'),
      ('subscribers', 'columns', 'id'), ('newsletter_issues', 'columns', 'id'),
      ('signup_lists', 'columns', 'id'), ('signup_dates', 'columns', 'id')
    ) t (table_name, mode, keys)
  loop
    execute format(
      'create trigger record_audit after insert or update or delete on public.%I
       for each row execute function private.record_audit(%L, %L)',
      audited.table_name, audited.mode, audited.keys
    );
  end loop;
end;
$$;

-- An export is recorded when asked for, as «export»; its progress writes are the run's, not staff's.
create trigger record_audit
after insert on public.data_exports
for each row execute function private.record_audit('columns', 'id', 'export');

-- What a server function does for a staff member outside the API's tables (Auth: invitations,
-- deactivations, second factors), named by the function with the caller it checked.
create function public.record_staff_action(
  actor uuid,
  action text,
  target_table text,
  target_id text,
  target_label text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff record;
begin
  select u.id, u.email, u.role into staff from public.users u where u.id = actor;
  if staff.id is null then
    raise exception 'unknown staff member %', actor using errcode = '23503';
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, table_name, row_id, row_label, action)
  values (staff.id, staff.email, staff.role, target_table, target_id, left(target_label, 200), action);
end;
$$;

comment on function public.record_staff_action(uuid, text, text, text, text) is
  'Records an action a server function did for a staff member outside the API tables; service role only.';

revoke all on function public.record_staff_action(uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_staff_action(uuid, text, text, text, text) to service_role;

-- Deletes the entries more than a year older than `as_of` (the job's clock), never later than a year
-- before now: a wrong clock cannot purge a recent entry. Returns how many went.
create function public.purge_audit_log(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  perform set_config('private.audit_purge', 'on', true);
  delete from public.audit_log
  where occurred_at < least(as_of, now()) - interval '1 year';
  get diagnostics purged = row_count;
  perform set_config('private.audit_purge', 'off', true);
  return purged;
end;
$$;

comment on function public.purge_audit_log(timestamptz) is
  'Deletes audit entries older than a year (never younger than a year before now); service role only.';

revoke all on function public.purge_audit_log(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_audit_log(timestamptz) to service_role;
