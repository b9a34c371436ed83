-- The follow-up inbox «Seguimiento» (issue 32, item 2): everything that asks for a person (a planned visit,
-- a contact inquiry, a prayer request that left a way to reach them, a job application, later a sign-up)
-- becomes one item with an owner, a status, a due date and a timeline of notes. Items are opened by
-- triggers on the sources, so none is missed whichever door it came through. Who sees which kind follows
-- core/access.ts (FOLLOW_UP_CAPABILITY in core/followUps/followUpKinds.ts): the same roles that read the
-- source, so an item never shows what its source hides.
create function private.follow_up_roles(kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'visit' then array['admin', 'pastoral']
    when 'inquiry' then array['admin', 'editor']
    when 'prayer' then array['admin', 'pastoral']
    when 'application' then array['admin']
    when 'signup' then array['admin', 'editor', 'pastoral']
  end;
$$;

comment on function private.follow_up_roles(text) is
  'The staff roles that follow up items of a kind (core/followUps/followUpKinds.ts says the same).';

revoke all on function private.follow_up_roles(text) from public;
grant execute on function private.follow_up_roles(text) to authenticated, service_role;

create table public.follow_ups (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('visit', 'inquiry', 'prayer', 'application', 'signup')),
  -- The row it follows up: planned_visits, contact_inquiries, prayer_requests, job_applications, signups.
  source_id uuid not null,
  owner_id uuid references public.users (id) on delete set null,
  status text not null default 'nuevo' check (status in ('nuevo', 'en_curso', 'cerrado')),
  due_on date not null,
  -- «Conservar»: keep the source past its retention (a planned visit someone wants to remember).
  keep boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint follow_ups_one_per_source unique (kind, source_id),
  constraint follow_ups_closed_when_cerrado check ((status = 'cerrado') = (closed_at is not null))
);

comment on table public.follow_ups is
  'Follow-up inbox items (visits, inquiries, prayer contacts, applications): owner, status, due date; RLS by kind.';
comment on column public.follow_ups.keep is
  '«Conservar»: the source is kept past its retention period.';

create index follow_ups_open_due_idx on public.follow_ups (due_on) where status <> 'cerrado';
create index follow_ups_owner_idx on public.follow_ups (owner_id, due_on) where status <> 'cerrado';

-- Closing stamps closed_at (reopening clears it); an owner must be someone who can see the kind.
create function private.prepare_follow_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.status = 'cerrado' and (tg_op = 'INSERT' or old.status <> 'cerrado') then
    new.closed_at := now();
  elsif new.status <> 'cerrado' then
    new.closed_at := null;
  end if;
  if new.owner_id is not null and (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id)
    and not exists (
      select 1 from public.users u
      where u.id = new.owner_id and u.role = any (private.follow_up_roles(new.kind))
    ) then
    raise exception 'this person cannot follow up % items', new.kind
      using errcode = '23514', hint = 'owner_not_allowed';
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_follow_up() from public;

create trigger prepare_follow_up
before insert or update on public.follow_ups
for each row execute function private.prepare_follow_up();

alter table public.follow_ups enable row level security;

revoke all on table public.follow_ups from anon, authenticated;
grant select on table public.follow_ups to authenticated;
grant update (owner_id, status, due_on, keep) on table public.follow_ups to authenticated;
grant all on table public.follow_ups to service_role;

create policy "Staff can read the follow-ups of the kinds they handle"
on public.follow_ups for select
to authenticated
using ((select private.has_role(variadic private.follow_up_roles(kind))));

create policy "Staff can work the follow-ups of the kinds they handle"
on public.follow_ups for update
to authenticated
using ((select private.has_role(variadic private.follow_up_roles(kind))))
with check ((select private.has_role(variadic private.follow_up_roles(kind))));

-- The timeline: notes are history, so nobody edits or deletes one; the author is the signed-in person.
create table public.follow_up_notes (
  id uuid primary key default gen_random_uuid(),
  follow_up_id uuid not null references public.follow_ups (id) on delete cascade,
  author_id uuid default auth.uid() references public.users (id) on delete set null,
  body text not null check (body ~ '\S' and char_length(body) <= 2000),
  created_at timestamptz not null default now()
);

comment on table public.follow_up_notes is
  'The timeline of a follow-up item: who wrote what and when; readable and writable with the item.';

create index follow_up_notes_item_idx on public.follow_up_notes (follow_up_id, created_at);

alter table public.follow_up_notes enable row level security;

revoke all on table public.follow_up_notes from anon, authenticated;
grant select on table public.follow_up_notes to authenticated;
grant insert (follow_up_id, body) on table public.follow_up_notes to authenticated;
grant all on table public.follow_up_notes to service_role;

create policy "Staff can read the notes of the follow-ups they handle"
on public.follow_up_notes for select
to authenticated
using (exists (select 1 from public.follow_ups f where f.id = follow_up_id));

create policy "Staff can add notes, as themselves, to the follow-ups they handle"
on public.follow_up_notes for insert
to authenticated
with check (
  author_id = (select auth.uid())
  and exists (select 1 from public.follow_ups f where f.id = follow_up_id)
);

-- Opening an item from its source. Default due dates (issue 32): a visit the day after it (wired with
-- planned_visits); an inquiry two days; a prayer request that left a way to reach the person one day (a
-- person in need should hear back soonest); a job application seven days (a reply within a week is what
-- applicants expect, and it needs the CV read); a sign-up three days.
create function public.open_follow_up(of_kind text, source uuid, due date)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.follow_ups (kind, source_id, due_on)
  values (of_kind, source, due)
  on conflict (kind, source_id) do nothing;
$$;

comment on function public.open_follow_up(text, uuid, date) is
  'Opens the follow-up item of a source row (once); called by the sources'' triggers and the service role.';

revoke all on function public.open_follow_up(text, uuid, date) from public, anon, authenticated;
grant execute on function public.open_follow_up(text, uuid, date) to service_role;

create function private.follow_up_arrival()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.follow_ups where kind = tg_argv[0] and source_id = old.id;
    return null;
  end if;
  perform public.open_follow_up(tg_argv[0], new.id, (new.created_at at time zone 'UTC')::date + tg_argv[1]::integer);
  return null;
end;
$$;

revoke all on function private.follow_up_arrival() from public;

create trigger open_follow_up
after insert on public.contact_inquiries
for each row execute function private.follow_up_arrival('inquiry', '2');

-- Only a request that left an email or a phone asked to be reached (the form says the email is "para
-- seguimiento"); an anonymous request for prayer alone asks nobody to call.
create trigger open_follow_up
after insert on public.prayer_requests
for each row when (new.email is not null or new.phone is not null)
execute function private.follow_up_arrival('prayer', '1');

create trigger open_follow_up
after insert on public.job_applications
for each row execute function private.follow_up_arrival('application', '7');

-- Deleting a source deletes its item: the inbox never points at nothing.
create trigger close_follow_up
after delete on public.contact_inquiries
for each row execute function private.follow_up_arrival('inquiry', '0');

create trigger close_follow_up
after delete on public.prayer_requests
for each row execute function private.follow_up_arrival('prayer', '0');

create trigger close_follow_up
after delete on public.job_applications
for each row execute function private.follow_up_arrival('application', '0');

-- Staff changes to the inbox are audit entries too (20261202160100).
create trigger record_audit
after insert or update or delete on public.follow_ups
for each row execute function private.record_audit('columns', 'id');

create trigger record_audit
after insert on public.follow_up_notes
for each row execute function private.record_audit('columns', 'id');

-- The items opened for what arrived before this migration and is still waiting.
insert into public.follow_ups (kind, source_id, due_on)
select 'inquiry', id, (created_at at time zone 'UTC')::date + 2 from public.contact_inquiries where not handled
on conflict do nothing;
