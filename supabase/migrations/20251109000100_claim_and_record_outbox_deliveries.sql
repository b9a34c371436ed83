-- What the outbox worker asks of the database (netlify/lib/mail/outboxStore.ts), one function per step,
-- callable by the service role only. The worker runs wherever server code runs (a scheduled Netlify
-- function, a server function right after queuing, `npm start`), talking to the API like any server code,
-- so these are the whole protocol: claim a batch under a lease, then record each delivery or failure, or
-- give back what was not tried.

-- Claims up to `max_emails` due emails for `worker` for `lease_seconds`, one-to-one mail before bulk, oldest
-- first, and no more than `per_minute` sends started in the last minute across all workers (null: no
-- limit). Claimers take turns (an advisory lock), so that count is exact; `for update skip locked` keeps a
-- claim from waiting on rows someone else holds. First, leases that ran out are taken back: their worker
-- died mid-send, and the email may or may not have gone out, so it is queued again (at least once, with
-- the same Message-ID) and the interruption counted; past `max_attempts` it fails instead.
create function public.claim_outbox_emails(
  worker text,
  max_emails integer,
  lease_seconds integer,
  per_minute integer default null,
  max_attempts integer default 8
)
returns table (
  id uuid,
  recipient text,
  subject text,
  html text,
  text text,
  headers jsonb,
  attempts integer,
  interruptions integer
)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_variable
declare
  allowed integer := max_emails;
begin
  if worker is null or char_length(worker) not between 1 and 200
    or max_emails is null or max_emails < 0 or lease_seconds is null or lease_seconds < 1
    or per_minute < 0 or max_attempts is null or max_attempts < 1 then
    raise exception 'claim_outbox_emails: invalid arguments' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.claim_outbox_emails'));

  update public.email_outbox o
  set status = case when o.attempts >= max_attempts then 'failed' else 'queued' end,
      last_error = case
        when o.attempts >= max_attempts
          then 'El envío se interrumpió antes de confirmarse demasiadas veces.'
        else o.last_error
      end,
      interruptions = o.interruptions + 1,
      lease_owner = null,
      lease_expires_at = null
  where o.status = 'sending' and o.lease_expires_at <= now();

  if per_minute is not null then
    select greatest(0, least(max_emails, per_minute - count(*)::integer)) into allowed
    from public.email_outbox o
    where o.last_attempt_at > now() - interval '1 minute';
  end if;

  return query
  with due as (
    select d.id from public.email_outbox d
    where d.status = 'queued' and d.next_attempt_at <= now()
    order by d.bulk, d.next_attempt_at, d.created_at
    limit allowed
    for update skip locked
  ), claimed as (
    update public.email_outbox o
    set status = 'sending',
        lease_owner = worker,
        lease_expires_at = now() + make_interval(secs => lease_seconds),
        attempts = o.attempts + 1,
        last_attempt_at = now()
    from due
    where o.id = due.id
    returning o.*
  )
  select c.id, c.recipient, c.subject, c.html, c.text, c.headers, c.attempts, c.interruptions
  from claimed c
  order by c.bulk, c.next_attempt_at, c.created_at;
end;
$$;

comment on function public.claim_outbox_emails(text, integer, integer, integer, integer) is
  'Outbox worker: takes back expired leases, then leases due emails within the per-minute limit.';

-- The SMTP server accepted the message. Recorded whoever holds the lease now: if ours ran out and another
-- worker took the email over, it was still delivered, and saying so spares it a third copy.
create function public.record_outbox_sent(email_id uuid, message_id text, smtp_response text)
returns boolean
language sql
set search_path = ''
as $$
  with sent as (
    update public.email_outbox o
    set status = 'sent',
        sent_at = now(),
        message_id = record_outbox_sent.message_id,
        smtp_response = left(record_outbox_sent.smtp_response, 1000),
        last_error = null,
        lease_owner = null,
        lease_expires_at = null
    where o.id = email_id and o.status <> 'sent'
    returning 1
  )
  select exists (select 1 from sent);
$$;

comment on function public.record_outbox_sent(uuid, text, text) is
  'Outbox worker: the SMTP server accepted the email; true unless it was already recorded as sent.';

-- The SMTP server refused the message: queued again at `retry_at`, or failed for good without one.
-- Only the lease holder records a failure, so a worker that lost its lease cannot undo a later success.
create function public.record_outbox_failure(
  email_id uuid,
  worker text,
  error text,
  retry_at timestamptz default null
)
returns boolean
language sql
set search_path = ''
as $$
  with failed as (
    update public.email_outbox o
    set status = case when retry_at is null then 'failed' else 'queued' end,
        next_attempt_at = coalesce(retry_at, o.next_attempt_at),
        last_error = left(error, 2000),
        lease_owner = null,
        lease_expires_at = null
    where o.id = email_id and o.status = 'sending' and o.lease_owner = worker
    returning 1
  )
  select exists (select 1 from failed);
$$;

comment on function public.record_outbox_failure(uuid, text, text, timestamptz) is
  'Outbox worker: the email was refused; retry at retry_at, or failed when it is null.';

-- Emails the worker claimed but did not try (its time ran out, the SMTP server is unreachable or refused
-- the login): queued again as they were, the attempt not counted. Returns how many it gave back.
create function public.release_outbox_emails(worker text, email_ids uuid[])
returns integer
language sql
set search_path = ''
as $$
  with released as (
    update public.email_outbox o
    set status = 'queued',
        attempts = greatest(o.attempts - 1, 0),
        lease_owner = null,
        lease_expires_at = null
    where o.id = any (email_ids) and o.status = 'sending' and o.lease_owner = worker
    returning 1
  )
  select count(*)::integer from released;
$$;

comment on function public.release_outbox_emails(text, uuid[]) is
  'Outbox worker: gives back claimed emails it did not try, without counting the attempt.';

revoke all on function public.claim_outbox_emails(text, integer, integer, integer, integer)
from public, anon, authenticated;
revoke all on function public.record_outbox_sent(uuid, text, text) from public, anon, authenticated;
revoke all on function public.record_outbox_failure(uuid, text, text, timestamptz)
from public, anon, authenticated;
revoke all on function public.release_outbox_emails(text, uuid[]) from public, anon, authenticated;
grant execute on function public.claim_outbox_emails(text, integer, integer, integer, integer) to service_role;
grant execute on function public.record_outbox_sent(uuid, text, text) to service_role;
grant execute on function public.record_outbox_failure(uuid, text, text, timestamptz) to service_role;
grant execute on function public.release_outbox_emails(text, uuid[]) to service_role;
