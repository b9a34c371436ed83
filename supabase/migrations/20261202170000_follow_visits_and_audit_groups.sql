-- Issue 32: a planned visit opens its follow-up item, and «Conservar» on that item keeps the visit past
-- its retention (visits-retention deletes only visits whose `keep` is false). Issue 33's groups, built
-- beside the audit log, get its trigger as every other table staff change.

-- A visit is followed up the day after it, in the ministry's own calendar (the visit's time zone).
create function private.follow_up_visit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.follow_ups where kind = 'visit' and source_id = old.id;
    return null;
  end if;
  perform public.open_follow_up('visit', new.id, (new.starts_at at time zone new.time_zone)::date + 1);
  return null;
end;
$$;

revoke all on function private.follow_up_visit() from public;

create trigger open_follow_up
after insert or delete on public.planned_visits
for each row execute function private.follow_up_visit();

-- «Conservar» on the item is the visit's `keep`: one decision, written where retention reads it.
create function private.keep_followed_visit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.planned_visits set keep = new.keep where id = new.source_id and keep is distinct from new.keep;
  return null;
end;
$$;

revoke all on function private.keep_followed_visit() from public;

create trigger keep_followed_visit
after update of keep on public.follow_ups
for each row when (new.kind = 'visit' and new.keep is distinct from old.keep)
execute function private.keep_followed_visit();

-- The audit log's trigger (20261202160100_create_audit_log.sql) on the group tables staff write. Planned
-- visits and join requests are written by visitors through the service key: auditing them would keep a
-- guest's name a year in the log, past the visit's own retention; staff's decisions on them are the
-- follow-up item's and the group's.
create trigger record_audit after insert or update or delete on public.groups
for each row execute function private.record_audit('columns', 'id');
create trigger record_audit after insert or update or delete on public.group_addresses
for each row execute function private.record_audit('columns', 'id');

-- The published groups with their places are counted from accepted requests, which visitors may not read:
-- the counting runs as a definer in the private schema (not exposed by the API), and the public function
-- stays an invoker, as signup_availability does (Supabase's linter, rules 0028/0029: no security-definer
-- function callable through the API).
create function private.published_groups()
returns table (
  id uuid,
  slug text,
  name text,
  kind text,
  description text,
  day_of_week smallint,
  meets_at time,
  zone text,
  leader_first_name text,
  capacity integer,
  members integer,
  is_full boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select g.id, g.slug, g.name, g.kind, g.description, g.day_of_week, g.meets_at, g.zone, g.leader_first_name,
    g.capacity, count(r.id)::integer, count(r.id) >= g.capacity
  from public.groups g
  left join public.group_join_requests r on r.group_id = g.id and r.status = 'accepted'
  where g.is_published
  group by g.id
  order by g.day_of_week, g.meets_at, g.name;
$$;

revoke all on function private.published_groups() from public;
grant execute on function private.published_groups() to anon, authenticated, service_role;

create or replace function public.published_groups()
returns table (
  id uuid,
  slug text,
  name text,
  kind text,
  description text,
  day_of_week smallint,
  meets_at time,
  zone text,
  leader_first_name text,
  capacity integer,
  members integer,
  is_full boolean
)
language sql
stable
security invoker
set search_path = ''
-- A standard SQL body: its reference to the private schema is resolved now, so visitors need no usage
-- on that schema to call it.
begin atomic
  select * from private.published_groups();
end;
