-- The public forms send one row at a time. Without a limit, a single anonymous request could insert
-- thousands of prayer requests or subscribers (PostgREST accepts JSON arrays), flooding the staff
-- inboxes. A statement trigger refuses multi-row inserts from visitors (anon, or a signed-in user
-- without a staff role); staff, the service role and SQL consoles are unaffected.
create function private.refuse_visitor_batches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from new_rows) > 1
    and coalesce((select auth.role()), '') in ('anon', 'authenticated')
    and not (select private.has_role('admin', 'editor', 'pastoral')) then
    raise exception 'Visitors send one row per request.'
      using hint = 'Send each submission in its own request.';
  end if;
  return null;
end;
$$;

revoke all on function private.refuse_visitor_batches() from public;

comment on function private.refuse_visitor_batches() is
  'Refuses an insert of more than one row into a visitor form table unless the caller is staff.';

create trigger refuse_visitor_batches after insert on public.testimonials
referencing new table as new_rows
for each statement execute function private.refuse_visitor_batches();
create trigger refuse_visitor_batches after insert on public.contact_inquiries
referencing new table as new_rows
for each statement execute function private.refuse_visitor_batches();
create trigger refuse_visitor_batches after insert on public.subscribers
referencing new table as new_rows
for each statement execute function private.refuse_visitor_batches();
create trigger refuse_visitor_batches after insert on public.prayer_requests
referencing new table as new_rows
for each statement execute function private.refuse_visitor_batches();
create trigger refuse_visitor_batches after insert on public.job_applications
referencing new table as new_rows
for each statement execute function private.refuse_visitor_batches();
