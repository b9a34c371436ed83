-- Issue 34 item 2: someone always knows a visitor wrote. A scheduled job (netlify/lib/jobs/arrivalsJob.ts)
-- emails the staff who handle each kind (a contact message, a prayer request, a testimonial awaiting
-- approval, a job application) what arrived since its last run: one email per person per run, so several
-- arrivals within minutes make one email. Exactly once: a run first *claims* what arrived into a batch (a
-- row per item, unique, so an item is claimed once whatever runs at the same time), then queues each
-- person's email with the batch in its idempotency key, then marks the batch mailed. A run that dies
-- between the two finds the batch unmailed next time and queues again under the same keys: the outbox
-- keeps one email per key. The bookkeeping lives in the private schema (no API role reads it); the job
-- reaches it through the two functions below, granted to the service role only.
create table private.arrival_batches (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  mailed_at timestamptz
);

comment on table private.arrival_batches is
  'One run of the arrivals job: what it claimed, and when the staff''s emails about it were queued.';

create table private.arrival_notices (
  kind text not null check (kind in ('inquiry', 'prayer', 'testimonial', 'application')),
  source_id uuid not null,
  batch_id uuid not null references private.arrival_batches (id) on delete cascade,
  primary key (kind, source_id)
);

comment on table private.arrival_notices is
  'Each visitor arrival staff were told of, once: the row it came from and the batch that told them.';

create index arrival_notices_batch_idx on private.arrival_notices (batch_id);

revoke all on table private.arrival_batches, private.arrival_notices from public, anon, authenticated;

-- Claims what arrived since `since` and was never claimed into a new batch, then answers every batch not
-- yet mailed (the new one and any a failed run left) with its count per kind, oldest first. A testimonial
-- counts only while it waits for approval (staff's own approved ones are not news); a row dropped by the
-- honeypot never existed.
create function public.claim_arrivals(since timestamptz)
returns table (batch_id uuid, kind text, items integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch uuid;
begin
  insert into private.arrival_batches default values returning id into batch;
  insert into private.arrival_notices (kind, source_id, batch_id)
  select arrived.kind, arrived.id, batch
  from (
    select 'inquiry' as kind, c.id from public.contact_inquiries c where c.created_at >= since
    union all
    select 'prayer', p.id from public.prayer_requests p where p.created_at >= since
    union all
    select 'testimonial', t.id from public.testimonials t where t.created_at >= since and not t.is_approved
    union all
    select 'application', j.id from public.job_applications j where j.created_at >= since
  ) arrived
  on conflict do nothing;
  if not found then
    delete from private.arrival_batches where id = batch;
  end if;
  return query
    select n.batch_id, n.kind, count(*)::integer
    from private.arrival_notices n
    join private.arrival_batches b on b.id = n.batch_id
    where b.mailed_at is null
    group by n.batch_id, n.kind, b.created_at
    order by b.created_at, n.kind;
end;
$$;

comment on function public.claim_arrivals(timestamptz) is
  'The arrivals job: claims visitors'' new messages, prayers, testimonials and applications into a batch; answers the unmailed batches.';

revoke all on function public.claim_arrivals(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_arrivals(timestamptz) to service_role;

create function public.mark_arrivals_mailed(batch uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.arrival_batches set mailed_at = now() where id = batch and mailed_at is null;
$$;

comment on function public.mark_arrivals_mailed(uuid) is
  'The arrivals job: the staff''s emails about this batch are queued; it is not answered again.';

revoke all on function public.mark_arrivals_mailed(uuid) from public, anon, authenticated;
grant execute on function public.mark_arrivals_mailed(uuid) to service_role;

-- Each staff member's own choice, in «Mi perfil»: no row means the emails are on (a new colleague is told
-- from the first day). Each person reads and writes only their own row; the job reads all with the
-- service role.
create table public.staff_notification_settings (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  arrival_emails boolean not null default true,
  updated_at timestamptz not null default now()
);

comment on table public.staff_notification_settings is
  'Each staff member''s own email settings: whether they are told of visitors'' new messages (no row: yes).';

alter table public.staff_notification_settings enable row level security;

revoke all on table public.staff_notification_settings from anon, authenticated;
grant select on table public.staff_notification_settings to authenticated;
grant insert (arrival_emails) on table public.staff_notification_settings to authenticated;
grant update (arrival_emails) on table public.staff_notification_settings to authenticated;
grant all on table public.staff_notification_settings to service_role;

create policy "Staff can read their own notification settings"
on public.staff_notification_settings for select
to authenticated
using (user_id = (select auth.uid()) and (select private.has_role('admin', 'editor', 'pastoral')));

create policy "Staff can choose their own notification settings"
on public.staff_notification_settings for insert
to authenticated
with check (user_id = (select auth.uid()) and (select private.has_role('admin', 'editor', 'pastoral')));

create policy "Staff can change their own notification settings"
on public.staff_notification_settings for update
to authenticated
using (user_id = (select auth.uid()) and (select private.has_role('admin', 'editor', 'pastoral')))
with check (user_id = (select auth.uid()));

create trigger set_updated_at
before update on public.staff_notification_settings
for each row execute function private.set_updated_at();
