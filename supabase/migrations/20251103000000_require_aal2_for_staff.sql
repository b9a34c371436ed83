-- Two-factor for staff, enforced by Postgres. A person who has verified a TOTP factor reads and writes no
-- staff data unless the session proved it (JWT `aal` = 'aal2'), so a stolen password alone opens nothing;
-- and when the site configuration makes two-factor mandatory for admins, an admin gets nothing without it.
-- It lives in private.has_role, which every staff policy calls (storage and the review view included, and
-- the tables added later), rather than in restrictive policies each table would have to repeat.

-- The switch of core/siteConfig.ts (staffSecurity.adminsRequireTwoFactor), mirrored here so that SQL can
-- read it: `npm start` writes it at start, production on every deploy (netlify/functions/deploy-succeeded).
create table public.security_settings (
  id boolean primary key default true check (id),
  admins_require_two_factor boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.security_settings is
  'One row: whether admins must sign in with two factors (aal2). Mirrors core/siteConfig.ts; the service role writes it.';

insert into public.security_settings (id) values (true) on conflict (id) do nothing;

create trigger set_updated_at
before update on public.security_settings
for each row execute function private.set_updated_at();

alter table public.security_settings enable row level security;

revoke all on table public.security_settings from anon, authenticated;
grant select on table public.security_settings to authenticated;
grant all on table public.security_settings to service_role;

-- The panel reads it to send an admin to enrol before anything else; it is no secret among staff.
create policy "Signed-in users can read the security settings"
on public.security_settings for select
to authenticated
using (true);

-- True when this session is strong enough for staff data: aal2, or a person without a verified factor
-- who is not an admin bound by the mandatory switch. Security definer: auth.mfa_factors is readable by the
-- project owner only (hosted Supabase grants it select), never by the API roles.
create function private.session_meets_staff_aal()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    or (
      not exists (
        select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
      and not (
        exists (select 1 from public.users u where u.id = (select auth.uid()) and u.role = 'admin')
        and coalesce((select s.admins_require_two_factor from public.security_settings s where s.id), false)
      )
    );
$$;

comment on function private.session_meets_staff_aal() is
  'aal2, or no verified factor (and not an admin while two-factor is mandatory for admins).';

revoke all on function private.session_meets_staff_aal() from public;

create or replace function private.has_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users where id = auth.uid() and role = any (roles)
  ) and private.session_meets_staff_aal();
$$;

comment on function private.has_role(text[]) is
  'True when the signed-in user has one of the given staff roles and the session meets the two-factor rule.';
