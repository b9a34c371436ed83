-- Sign-ups that never oversell (issue 33): event registration and serving shifts share one capacity
-- engine. A sign-up list (an event's registration, or a recurring serving shift) has places per date; a
-- date's row is locked while a place is decided, so simultaneous sign-ups queue on that lock and each
-- sees the count the previous one left: confirmed while places remain, otherwise waitlisted in arrival
-- order. A cancellation promotes the first waitlisted person in the same transaction. Visitors never
-- write these tables: the server function `signups` (netlify/lib/signups/) checks the form, the date
-- and the private link, then calls the functions below with the service role.

-- Up to five questions of simple types: [{"id": "talla", "label": "Talla de camiseta", "type": "choice",
-- "required": true, "options": ["S", "M", "L"]}]. core/signups/questions.ts holds the same rule in Zod.
create function private.are_signup_questions(questions jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(questions) = 'array'
    and jsonb_array_length(questions) <= 5
    and not exists (
      select 1 from jsonb_array_elements(questions) q
      where jsonb_typeof(q) <> 'object'
        or coalesce(q ->> 'id', '') !~ '^[a-z0-9-]{1,40}$'
        or char_length(btrim(coalesce(q ->> 'label', ''))) not between 1 and 200
        or coalesce(q ->> 'type', '') not in ('text', 'choice', 'number')
        or (q ->> 'type' = 'choice' and (
          jsonb_typeof(q -> 'options') is distinct from 'array'
          or jsonb_array_length(q -> 'options') not between 1 and 20))
    )
    and (select count(distinct q ->> 'id') from jsonb_array_elements(questions) q) = jsonb_array_length(questions);
$$;

revoke all on function private.are_signup_questions(jsonb) from public;
-- Check constraints run as the writer: staff save lists through the API.
grant execute on function private.are_signup_questions(jsonb) to authenticated, service_role;

create table public.signup_lists (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('event', 'shift')),
  -- An event's registration: the dates are the event's (core/events/ expands them).
  event_id uuid unique references public.events (id) on delete cascade,
  -- A serving shift ("Bienvenida, domingos 9:30, 4 personas"): its own schedule, as events keep theirs.
  title text check (char_length(btrim(title)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  -- The service opening of /careers it belongs to (core/jobPositions.ts ids), when it belongs to one.
  opening_id text check (opening_id ~ '^[a-z0-9_-]{1,60}$'),
  starts_at timestamp,
  ends_at timestamp,
  time_zone text check (private.is_time_zone(time_zone)),
  recurrence_rule text check (recurrence_rule ~ '^FREQ=[A-Z]+(;[A-Z]+=[A-Za-z0-9,+-]+)*$'
    and char_length(recurrence_rule) <= 500),
  -- Places on each date; a date may set its own (signup_dates.capacity).
  capacity integer not null check (capacity between 1 and 10000),
  -- People who may wait for a place on each date; null: no limit, 0: no waiting list.
  waitlist_limit integer check (waitlist_limit between 0 and 10000),
  -- Sign-ups close this many minutes before each date starts; a date may set its own moment.
  closes_minutes_before integer not null default 0 check (closes_minutes_before between 0 and 43200),
  questions jsonb not null default '[]' check (private.are_signup_questions(questions)),
  is_open boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint signup_lists_event_or_shift check (
    (kind = 'event' and event_id is not null and title is null and starts_at is null)
    or (kind = 'shift' and event_id is null and title is not null and starts_at is not null
      and ends_at > starts_at and time_zone is not null)
  )
);

comment on table public.signup_lists is
  'What people sign up for: an event''s registration or a recurring serving shift, with places per date.';
comment on column public.signup_lists.questions is
  'Up to five questions (text, choice, number) asked on the form; answers land in signups.answers.';

create index signup_lists_opening_idx on public.signup_lists (opening_id) where kind = 'shift';

create trigger set_updated_at
before update on public.signup_lists
for each row execute function private.set_updated_at();

-- The site shows the form, the questions and the shifts: a change to a list rebuilds it (counts do not).
create function private.request_rebuild_for_signup_lists()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_site_rebuild_request('signup_lists ' || lower(tg_op));
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_signup_lists() from public;

create trigger request_site_rebuild after insert or update or delete on public.signup_lists
for each row execute function private.request_rebuild_for_signup_lists();

-- One row per date somebody signed up for (or staff set apart): the row the engine locks.
create table public.signup_dates (
  id uuid primary key default gen_random_uuid(),
  list_id uuid not null references public.signup_lists (id) on delete cascade,
  -- The occurrence's start instant.
  starts_at timestamptz not null,
  -- This date's own places and closing moment; null: the list's.
  capacity integer check (capacity between 0 and 10000),
  closes_at timestamptz,
  created_at timestamptz not null default now(),
  unique (list_id, starts_at)
);

comment on table public.signup_dates is
  'A date of a sign-up list: its row is locked while a place is decided; may override capacity and closing.';

create table public.signups (
  id uuid primary key default gen_random_uuid(),
  date_id uuid not null references public.signup_dates (id) on delete cascade,
  -- Sign-ups made together (one form, several dates): the private link opens them all.
  booking_id uuid not null,
  -- Arrival order, taken while the date's row is locked: the waiting list's order. Only the engine
  -- inserts (visitors and staff hold no insert grant); "by default" lets a restore put a row back as it was.
  arrival bigint generated by default as identity,
  status text not null check (status in ('confirmed', 'waitlisted', 'cancelled')),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  email_normalized text generated always as (lower(btrim(email))) stored,
  -- E.164, for a WhatsApp message when the person consented to it.
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  whatsapp_consent boolean not null default false,
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object' and octet_length(answers::text) <= 8000),
  promoted_at timestamptz,
  -- When the "you have a place" email was queued (the outbox key makes it once; this says it was done).
  promotion_mailed_at timestamptz,
  reminded_at timestamptz,
  cancelled_at timestamptz,
  attended_at timestamptz,
  created_at timestamptz not null default now(),
  constraint signups_reachable check (email is not null or (phone is not null and whatsapp_consent)),
  constraint signups_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null))
);

comment on table public.signups is
  'A person''s place on a date: confirmed, waitlisted (in arrival order) or cancelled; written only by the engine.';
comment on column public.signups.whatsapp_consent is 'The person agreed to be contacted by WhatsApp at phone.';

create index signups_date_status_idx on public.signups (date_id, status, arrival);
create index signups_booking_idx on public.signups (booking_id);
-- The same person twice on one date is refused by the engine with a Spanish message; these hold it anyway.
create unique index signups_one_per_email on public.signups (date_id, email_normalized)
where status <> 'cancelled' and email is not null;
create unique index signups_one_per_phone on public.signups (date_id, phone)
where status <> 'cancelled' and phone is not null;
create index signups_promotion_mail_idx on public.signups (promoted_at)
where promoted_at is not null and promotion_mailed_at is null;

-- Access. Visitors read open lists (for the form) through the table and the counts through a function;
-- sign-ups and dates are staff data (names, emails, phones). Staff change a date's places and closing,
-- and mark attendance; every place is decided by the engine, never by a direct write.
alter table public.signup_lists enable row level security;
alter table public.signup_dates enable row level security;
alter table public.signups enable row level security;

revoke all on table public.signup_lists from anon, authenticated;
revoke all on table public.signup_dates from anon, authenticated;
revoke all on table public.signups from anon, authenticated;
grant select on table public.signup_lists to anon, authenticated;
grant insert, update, delete on table public.signup_lists to authenticated;
grant select, insert (list_id, starts_at, capacity, closes_at), update (capacity, closes_at)
  on table public.signup_dates to authenticated;
grant select, update (attended_at) on table public.signups to authenticated;
grant all on table public.signup_lists, public.signup_dates, public.signups to service_role;

create policy "Visitors can read open sign-up lists"
on public.signup_lists for select
to anon, authenticated
using (
  is_open and (kind = 'shift' or exists (
    select 1 from public.events e where e.id = event_id and e.is_published and e.published_at <= now()
  ))
);

create policy "Sign-up staff can read every list"
on public.signup_lists for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can create lists"
on public.signup_lists for insert
to authenticated
with check ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can change lists"
on public.signup_lists for update
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')))
with check ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can delete lists"
on public.signup_lists for delete
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can read dates"
on public.signup_dates for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can set a date apart"
on public.signup_dates for insert
to authenticated
with check ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can change a date's places"
on public.signup_dates for update
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')))
with check ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can read sign-ups"
on public.signups for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Sign-up staff can mark attendance"
on public.signups for update
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')))
with check ((select private.has_role('admin', 'editor', 'pastoral')));
