-- Staff directory: one row per auth user, carrying the staff role the policies check. Filled by a trigger
-- on auth.users so no client ever writes ids or emails here; admins only change roles.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  role text check (role in ('admin', 'editor', 'pastoral')),
  created_at timestamptz not null default now()
);

comment on table public.users is
  'Staff directory mirrored from auth.users; role (admin, editor, pastoral or null) decides what a signed-in person may do.';
comment on column public.users.role is
  'admin: everything; editor: content, testimonials, inquiries, subscribers; pastoral: prayer requests, testimonials; null: no access.';

-- Policies call this instead of reading public.users themselves: it runs as its owner, so it neither
-- recurses through the users policies nor depends on what the caller may read.
create function private.has_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users where id = auth.uid() and role = any (roles)
  );
$$;

comment on function private.has_role(text[]) is 'True when the signed-in user has one of the given staff roles.';

-- Policy expressions run as the caller, so the API roles need execute on the function (but no usage on
-- the schema: they still cannot call it through the API).
revoke all on function private.has_role(text[]) from public;
grant execute on function private.has_role(text[]) to anon, authenticated, service_role;

create function private.sync_user_from_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email)
  values (new.id, new.email)
  on conflict (id) do update set email = excluded.email;
  return new;
end;
$$;

revoke all on function private.sync_user_from_auth() from public;

create trigger sync_public_user
after insert or update of email on auth.users
for each row execute function private.sync_user_from_auth();

-- Accounts that existed before this migration (a hosted project) get their row too.
insert into public.users (id, email)
select id, email from auth.users
on conflict (id) do nothing;

alter table public.users enable row level security;

revoke all on table public.users from anon, authenticated;
grant select on table public.users to authenticated;
grant update (role) on table public.users to authenticated;
grant all on table public.users to service_role;

create policy "Staff can read every user"
on public.users for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

-- The admin needs the signed-in person's own role to choose between the panel and a no-access screen.
create policy "Signed-in users can read their own user row"
on public.users for select
to authenticated
using (id = (select auth.uid()));

-- Not their own row: an admin cannot demote themselves, so the last admin can never be removed.
create policy "Admins can change the roles of other users"
on public.users for update
to authenticated
using ((select private.has_role('admin')) and id <> (select auth.uid()))
with check ((select private.has_role('admin')) and id <> (select auth.uid()));
