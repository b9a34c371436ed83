-- Server functions (netlify/lib/serverFunction.ts) ask this, with the caller's own token, which staff role
-- the caller holds. The answer is private.has_role's, two-factor rule included (20251103000000): an admin
-- whose session has not proved their verified factor gets no row, exactly as every policy would refuse
-- them, instead of a second reading of public.users that could drift from the SQL. Invoker rights: the
-- caller reads only their own users row.
create view public.current_staff_role
with (security_invoker = true)
as
select u.role
from public.users u
where u.id = (select auth.uid()) and private.has_role(u.role);

comment on view public.current_staff_role is
  'The signed-in caller''s staff role when private.has_role grants it (role and two-factor rule); no row otherwise.';

revoke all on table public.current_staff_role from anon, authenticated;
grant select on table public.current_staff_role to authenticated;
grant select on table public.current_staff_role to service_role;
