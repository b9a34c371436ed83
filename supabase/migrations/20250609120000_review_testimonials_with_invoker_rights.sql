-- Supabase's security linter flags views that run with their owner's rights (security_definer_view):
-- such a view bypasses the caller's RLS, so one missing WHERE clause would publish every email. The
-- review view now runs with the caller's rights and reads through a staff-only function instead; the
-- function is the single place that grants moderators the email column, and it lives in the private
-- schema, which the API does not expose, so nobody can call it by name.
create function private.testimonials_for_review()
returns table (
  id uuid,
  name text,
  email text,
  country text,
  testimonial_text text,
  photo_url text,
  is_approved boolean,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.name, t.email, t.country, t.testimonial_text, t.photo_url, t.is_approved, t.created_at
  from public.testimonials t
  where (select private.has_role('admin', 'editor', 'pastoral')) or (select auth.role()) = 'service_role';
$$;

comment on function private.testimonials_for_review() is
  'Every testimonial with its private email, for moderators and the service role (others get no rows).';

-- The view calls the function as the caller: signed-in users need execute (members still get no rows).
revoke all on function private.testimonials_for_review() from public;
grant execute on function private.testimonials_for_review() to authenticated, service_role;

create or replace view public.testimonials_for_review
with (security_invoker = true, security_barrier = true)
as
select id, name, email, country, testimonial_text, photo_url, is_approved, created_at
from private.testimonials_for_review();

comment on view public.testimonials_for_review is
  'Every testimonial with its private email, for moderators and the service role (others get no rows).';

revoke all on table public.testimonials_for_review from anon, authenticated;
grant select on table public.testimonials_for_review to authenticated;
grant select on table public.testimonials_for_review to service_role;
