-- Issue 33 item 4 in «Seguimiento»: a visitor's «Quiero unirme» opens a follow-up item of kind `group`, as
-- inquiries and prayer requests open theirs, so the pastoral team sees it in its inbox beside everything
-- else that waits for a person. Who sees it is who reads join requests (groups.manage: admin and
-- pastoral; core/followUps/followUpKinds.ts says the same). Accepting or declining the request in
-- «Grupos» closes the item: the decision is the follow-up.

create or replace function private.follow_up_roles(kind text)
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
    when 'group' then array['admin', 'pastoral']
  end;
$$;

alter table public.follow_ups drop constraint follow_ups_kind_check;
alter table public.follow_ups add constraint follow_ups_kind_check
  check (kind in ('visit', 'inquiry', 'prayer', 'application', 'signup', 'group'));

comment on table public.follow_ups is
  'Follow-up inbox items (visits, inquiries, prayer contacts, applications, group join requests): owner, status, due date; RLS by kind.';

-- A request to join is answered within two days, as an inquiry: the person is waiting to hear.
create trigger open_follow_up
after insert on public.group_join_requests
for each row execute function private.follow_up_arrival('group', '2');

create trigger close_follow_up
after delete on public.group_join_requests
for each row execute function private.follow_up_arrival('group', '0');

-- Accepted or declined in «Grupos»: the item is done (closed_at stamped by prepare_follow_up).
create function private.close_decided_group_follow_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.follow_ups f set status = 'cerrado'
  where f.kind = 'group' and f.source_id = new.id and f.status <> 'cerrado';
  return null;
end;
$$;

revoke all on function private.close_decided_group_follow_up() from public;

create trigger close_decided_follow_up
after update of status on public.group_join_requests
for each row when (old.status = 'pending' and new.status <> 'pending')
execute function private.close_decided_group_follow_up();

-- The requests that were already waiting.
insert into public.follow_ups (kind, source_id, due_on)
select 'group', id, (created_at at time zone 'UTC')::date + 2 from public.group_join_requests where status = 'pending'
on conflict do nothing;
