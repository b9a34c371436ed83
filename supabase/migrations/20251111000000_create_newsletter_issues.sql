-- Newsletter issues (Email Marketing, /admin/email). Staff who manage subscribers (admin, editor) write
-- an issue in Markdown; the send-newsletter server function queues one email per active subscriber
-- through the outbox (batch `newsletter:<issue id>`, key `newsletter:<issue id>:<subscriber id>`), so a
-- send resumed after a crash queues nobody twice. Once sending has started the issue is what went out:
-- staff can no longer edit or delete it.
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(btrim(subject)) between 1 and 200 and subject !~ '[[:cntrl:]]'),
  body_markdown text not null check (char_length(btrim(body_markdown)) between 1 and 100000),
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Set once, by the send function (service role), when queuing to every subscriber begins; the
  -- recipients are the subscribers active and already subscribed at that moment.
  send_started_at timestamptz,
  -- Set when every recipient is queued: null with send_started_at set means the send was interrupted
  -- and sending again resumes it.
  recipient_count integer check (recipient_count >= 0)
);

comment on table public.newsletter_issues is
  'Newsletter issues written by admins and editors; sent once to active subscribers through email_outbox.';
comment on column public.newsletter_issues.send_started_at is
  'When the send function began queuing; the issue is read-only from then on.';
comment on column public.newsletter_issues.recipient_count is
  'Subscribers queued for this issue; null while (or if interrupted while) queuing.';

create index newsletter_issues_created_at_idx on public.newsletter_issues (created_at desc);

alter table public.newsletter_issues enable row level security;

revoke all on table public.newsletter_issues from anon, authenticated;
grant select, delete on table public.newsletter_issues to authenticated;
grant insert (subject, body_markdown), update (subject, body_markdown)
  on table public.newsletter_issues to authenticated;
grant all on table public.newsletter_issues to service_role;

create policy "Editors can read newsletter issues"
on public.newsletter_issues for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can write newsletter drafts"
on public.newsletter_issues for insert
to authenticated
with check ((select private.has_role('admin', 'editor')) and send_started_at is null);

create policy "Editors can change unsent newsletter drafts"
on public.newsletter_issues for update
to authenticated
using ((select private.has_role('admin', 'editor')) and send_started_at is null)
with check ((select private.has_role('admin', 'editor')) and send_started_at is null);

create policy "Editors can delete unsent newsletter drafts"
on public.newsletter_issues for delete
to authenticated
using ((select private.has_role('admin', 'editor')) and send_started_at is null);

-- Delivery progress per issue, from the outbox's statuses. Editors may not read email_outbox (it is
-- admin data: receipts, prayer links), so a definer function in the private schema (not exposed by the
-- API) counts only newsletter batches, only for the roles that manage subscribers, and the view below
-- is the one way the API reaches it.
create function private.newsletter_delivery()
returns table (issue_id uuid, queued integer, sending integer, sent integer, failed integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    i.id,
    (count(o.id) filter (where o.status = 'queued'))::integer,
    (count(o.id) filter (where o.status = 'sending'))::integer,
    (count(o.id) filter (where o.status = 'sent'))::integer,
    (count(o.id) filter (where o.status = 'failed'))::integer
  from public.newsletter_issues i
  left join public.email_outbox o on o.batch = 'newsletter:' || i.id::text
  where private.has_role('admin', 'editor') and i.send_started_at is not null
  group by i.id;
$$;

comment on function private.newsletter_delivery() is
  'Outbox status counts per sent newsletter issue, for admins and editors; no rows for anyone else.';

revoke all on function private.newsletter_delivery() from public;
grant execute on function private.newsletter_delivery() to authenticated, service_role;

create view public.newsletter_delivery
with (security_invoker = true)
as
select d.issue_id, d.queued, d.sending, d.sent, d.failed
from private.newsletter_delivery() d;

comment on view public.newsletter_delivery is
  'Delivery progress of each sent newsletter issue (outbox status counts); rows only for admins and editors.';

revoke all on table public.newsletter_delivery from anon, authenticated;
grant select on table public.newsletter_delivery to authenticated, service_role;
