-- Why mail waits. Queued email is never lost, but a ministry must be able to see that it is waiting and
-- why: the SMTP settings are missing in production, the server refuses the login, or the worker has not
-- run at all. Each worker run writes what it found here; the admin's dashboard reads the summary below.

create table public.email_sender_status (
  id boolean primary key default true check (id),
  -- When a worker last looked at the outbox (a stale time means nothing is running).
  checked_at timestamptz,
  -- Null when it could send; otherwise what stopped it (the admin words each code).
  problem text check (problem in (
    'smtp_not_configured', 'smtp_settings_invalid', 'smtp_unreachable', 'smtp_login_rejected',
    'smtp_sender_rejected'
  )),
  problem_detail text check (char_length(problem_detail) <= 1000),
  -- The per-minute limit the worker sends at, so the admin can say how long a queue will take.
  per_minute integer check (per_minute > 0)
);

comment on table public.email_sender_status is
  'One row: when the outbox worker last ran and what, if anything, keeps it from sending. Admins read it.';

insert into public.email_sender_status (id) values (true) on conflict (id) do nothing;

alter table public.email_sender_status enable row level security;

revoke all on table public.email_sender_status from anon, authenticated;
grant select on table public.email_sender_status to authenticated;
grant all on table public.email_sender_status to service_role;

create policy "Admins can read the email sender status"
on public.email_sender_status for select
to authenticated
using ((select private.has_role('admin')));

-- The dashboard panel in one row, with the caller's rights: admins get it, everyone else no row (the
-- status row's policy), and the counts come from the outbox's admin policy and column grants.
create view public.email_outbox_summary
with (security_invoker = true)
as
select
  (select count(*) from public.email_outbox o where o.status in ('queued', 'sending'))::integer as waiting,
  (select min(o.created_at) from public.email_outbox o where o.status in ('queued', 'sending'))
    as oldest_waiting_at,
  (select count(*) from public.email_outbox o where o.status = 'failed')::integer as failed,
  (
    select o.last_error from public.email_outbox o
    where o.status = 'failed' order by o.last_attempt_at desc nulls last limit 1
  ) as last_failure,
  (
    select count(*) from public.email_outbox o
    where o.status = 'sent' and o.sent_at > now() - interval '1 day'
  )::integer as sent_last_day,
  s.checked_at,
  s.problem,
  s.problem_detail,
  s.per_minute,
  -- The database's clock, so the panel judges "stale" without trusting the browser's.
  now() as as_of
from public.email_sender_status s;

comment on view public.email_outbox_summary is
  'Admin dashboard: emails waiting and failed, sent in the last day, and the sender''s last check and problem.';

revoke all on table public.email_outbox_summary from anon, authenticated;
grant select on table public.email_outbox_summary to authenticated;
grant select on table public.email_outbox_summary to service_role;
