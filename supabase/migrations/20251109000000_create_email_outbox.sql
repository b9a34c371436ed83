-- The email outbox. Every email the product sends on its own (receipts, statements, newsletter issues,
-- prayer links) is first a row here, queued by server code right after what caused it, then sent by a
-- worker that records each delivery (netlify/lib/mail/outboxWorker.ts). One idempotency key per logical
-- email (`receipt:<donation id>`) makes a retried webhook or a resumed bulk run queue nothing twice. The
-- row holds the rendered message, so what goes out is what was decided when it was queued, whenever the
-- worker gets to it. How feature code uses it: backend/README.md, «Correo saliente».

-- Header fields server code may add (List-Unsubscribe, List-Unsubscribe-Post, Reply-To…): RFC 5322 field
-- names, one-line values, none of the fields the worker writes itself. A CR or LF in a value would let
-- one header smuggle in others (header injection), so control characters are refused outright.
create function private.are_extra_email_headers(headers jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(headers) = 'object'
    and (select count(*) from jsonb_object_keys(headers)) <= 20
    and not exists (
      select 1 from jsonb_each(headers) as h(name, value)
      where h.name !~ '^[!-9;-~]{1,76}$'
        or lower(h.name) in (
          'from', 'sender', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id', 'return-path',
          'mime-version', 'content-type', 'content-transfer-encoding'
        )
        or jsonb_typeof(h.value) <> 'string'
        or (h.value #>> '{}') ~ '[[:cntrl:]]'
        or char_length(h.value #>> '{}') > 2000
    );
$$;

comment on function private.are_extra_email_headers(jsonb) is
  'True for a JSON object of at most 20 extra header fields: valid names, none the worker sets, one-line string values.';

revoke all on function private.are_extra_email_headers(jsonb) from public;
-- Check constraints run as the writer, on every update too: the service role, an admin queuing a failed
-- email again, or a feature's security-definer function.
grant execute on function private.are_extra_email_headers(jsonb) to authenticated, service_role;

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  -- The logical email, e.g. `receipt:<donation id>`, `newsletter:<issue id>:<subscriber id>`.
  idempotency_key text not null unique
    check (char_length(idempotency_key) between 1 and 300 and idempotency_key !~ '[[:cntrl:]]'),
  -- What it is, for screens and counts: receipt, statement, newsletter, prayer_link…
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,49}$'),
  -- Emails sent together (one newsletter issue, one year's statements): progress is counted per batch.
  batch text check (char_length(batch) between 1 and 200 and batch !~ '[[:cntrl:]]'),
  -- One address; no list, name or comment syntax, so it can only ever reach one mailbox.
  recipient text not null check (
    char_length(recipient) <= 320
    and recipient ~ '^[^@]+@[^@]+\.[^@]+$'
    and recipient !~ '[[:space:][:cntrl:],;<>()"\\]'
  ),
  subject text not null check (char_length(btrim(subject)) between 1 and 998 and subject !~ '[[:cntrl:]]'),
  html text not null check (octet_length(html) between 1 and 1048576),
  -- The plain-text part; null: written from the HTML when sent (smtpSender's plainTextOf).
  text text check (octet_length(text) <= 1048576),
  headers jsonb not null default '{}' check (private.are_extra_email_headers(headers)),
  -- Bulk mail (newsletter issues, statement runs) waits behind one-to-one mail such as a receipt.
  bulk boolean not null default false,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  -- Sends started, counting the one under way; at the worker's limit a retryable failure becomes final.
  attempts integer not null default 0 check (attempts >= 0),
  -- Times a worker's lease ran out mid-send (it was killed or timed out): each may have delivered a copy.
  interruptions integer not null default 0 check (interruptions >= 0),
  -- Not sent before this (the enqueuer's send_after, or the backoff after a failure).
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  -- The worker holding the email while it sends it, and until when.
  lease_owner text check (char_length(lease_owner) between 1 and 200),
  lease_expires_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  -- The Message-ID header it went out with: the same on every attempt, so a copy is recognisable.
  message_id text check (char_length(message_id) <= 998),
  -- The SMTP server's answer to the message (e.g. `250 2.0.0 Ok: queued as 4F2A1`), for the provider's logs.
  smtp_response text check (char_length(smtp_response) <= 1000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_outbox_leased_while_sending
    check ((status = 'sending') = (lease_owner is not null and lease_expires_at is not null)),
  constraint email_outbox_sent_at_once_sent check ((status = 'sent') = (sent_at is not null))
);

comment on table public.email_outbox is
  'Outgoing email, queued by server code (enqueue_emails) and sent by the outbox worker; admins read delivery metadata only.';
comment on column public.email_outbox.idempotency_key is
  'One per logical email (receipt:<donation id>…): queuing the same key again adds nothing.';
comment on column public.email_outbox.interruptions is
  'Leases that ran out mid-send: the email was sent again and may have arrived twice (same Message-ID).';

-- The worker's two questions, what is due and whose lease ran out, and its per-minute count.
create index email_outbox_due_idx on public.email_outbox (bulk, next_attempt_at, created_at)
where status = 'queued';
create index email_outbox_leased_idx on public.email_outbox (lease_expires_at) where status = 'sending';
create index email_outbox_last_attempt_idx on public.email_outbox (last_attempt_at)
where last_attempt_at is not null;
-- Progress of a batch, and what the admin's summary counts.
create index email_outbox_batch_idx on public.email_outbox (batch, status) where batch is not null;
create index email_outbox_sent_at_idx on public.email_outbox (sent_at) where status = 'sent';
create index email_outbox_failed_idx on public.email_outbox (last_attempt_at) where status = 'failed';

alter table public.email_outbox enable row level security;

revoke all on table public.email_outbox from anon, authenticated;
-- Admins see how delivery went, never the message: bodies and headers carry private links (a prayer
-- request's link, a donor's sign-in link, an unsubscribe token) that act as the recipient. Donors'
-- addresses are admin data already (donations).
grant select (
  id, idempotency_key, kind, batch, recipient, subject, bulk, status, attempts, interruptions,
  next_attempt_at, last_attempt_at, last_error, message_id, sent_at, created_at
) on table public.email_outbox to authenticated;
-- The one change an admin makes: a failed email queued again (the policy allows nothing else).
grant update (status) on table public.email_outbox to authenticated;
grant all on table public.email_outbox to service_role;

create policy "Admins can read the delivery of outgoing email"
on public.email_outbox for select
to authenticated
using ((select private.has_role('admin')));

create policy "Admins can queue a failed email again"
on public.email_outbox for update
to authenticated
using ((select private.has_role('admin')) and status = 'failed')
with check ((select private.has_role('admin')) and status = 'queued');

-- A failed email queued again starts afresh: due now, its earlier attempts forgotten.
create function private.start_requeued_email_afresh()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'failed' and new.status = 'queued' then
    new.attempts := 0;
    new.interruptions := 0;
    new.next_attempt_at := now();
    new.last_error := null;
  end if;
  return new;
end;
$$;

revoke all on function private.start_requeued_email_afresh() from public;

create trigger start_requeued_email_afresh
before update of status on public.email_outbox
for each row execute function private.start_requeued_email_afresh();

-- Queues emails, each once per idempotency key: a key already queued (or sent) adds nothing and comes back
-- with is_new false and its current status. `emails` is a JSON array of objects with idempotency_key,
-- kind, recipient, subject, html and optionally text, headers, bulk, batch and send_after. A key repeated
-- within one call is one email. Up to 1000 emails per call.
create function public.enqueue_emails(emails jsonb)
returns table (idempotency_key text, id uuid, is_new boolean, status text)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  new_ids uuid[];
begin
  if jsonb_typeof(emails) is distinct from 'array' or jsonb_array_length(emails) > 1000 then
    raise exception 'emails must be a JSON array of at most 1000 emails' using errcode = '22023';
  end if;

  with input as (
    select distinct on (e.idempotency_key) e.*
    from jsonb_to_recordset(emails) as e(
      idempotency_key text, kind text, batch text, recipient text, subject text, html text, text text,
      headers jsonb, bulk boolean, send_after timestamptz
    )
    order by e.idempotency_key
  ), inserted as (
    insert into public.email_outbox as o
      (idempotency_key, kind, batch, recipient, subject, html, text, headers, bulk, next_attempt_at)
    select i.idempotency_key, i.kind, i.batch, i.recipient, i.subject, i.html, i.text,
      coalesce(i.headers, '{}'), coalesce(i.bulk, false), coalesce(i.send_after, now())
    from input i
    on conflict (idempotency_key) do nothing
    returning o.id
  )
  select coalesce(array_agg(inserted.id), '{}') into new_ids from inserted;

  -- A new statement sees keys another transaction queued meanwhile, so every key comes back with its row.
  return query
  select o.idempotency_key, o.id, o.id = any (new_ids), o.status
  from jsonb_array_elements(emails) with ordinality as e(value, position)
  join public.email_outbox o on o.idempotency_key = e.value ->> 'idempotency_key'
  order by e.position;
end;
$$;

comment on function public.enqueue_emails(jsonb) is
  'Queues emails once per idempotency key; returns each key''s row id, whether this call queued it, and its status.';

revoke all on function public.enqueue_emails(jsonb) from public, anon, authenticated;
grant execute on function public.enqueue_emails(jsonb) to service_role;
