-- Visitors' stories. Submitted unapproved; moderators approve them before they appear on the site.
-- The optional email is for follow-up only and never leaves the staff area.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  email text check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  country text not null check (country ~ '\S' and char_length(country) <= 100),
  testimonial_text text not null check (
    testimonial_text ~ '\S' and char_length(testimonial_text) <= 5000 and regexp_count(testimonial_text, '\S+') <= 200
  ),
  photo_url text check (photo_url ~* '^https?://' and char_length(photo_url) <= 2048),
  is_approved boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.testimonials is
  'Visitors'' testimonials (at most 200 words); shown publicly only once approved, never with the email.';
comment on column public.testimonials.email is 'Optional contact for follow-up; readable only by moderators.';

alter table public.testimonials enable row level security;

-- Column grants, not just policies: visitors can neither read the email nor choose id or created_at.
revoke all on table public.testimonials from anon, authenticated;
grant select (id, name, country, testimonial_text, photo_url, is_approved, created_at)
  on table public.testimonials to anon, authenticated;
grant insert (name, email, country, testimonial_text, photo_url, is_approved)
  on table public.testimonials to anon, authenticated;
grant update (name, country, testimonial_text, photo_url, is_approved) on table public.testimonials to authenticated;
grant delete on table public.testimonials to authenticated;
grant all on table public.testimonials to service_role;

create policy "Visitors can read approved testimonials"
on public.testimonials for select
to anon, authenticated
using (is_approved);

create policy "Moderators can read every testimonial"
on public.testimonials for select
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Visitors can submit testimonials for review"
on public.testimonials for insert
to anon, authenticated
with check (not is_approved);

create policy "Moderators can approve and edit testimonials"
on public.testimonials for update
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')))
with check ((select private.has_role('admin', 'editor', 'pastoral')));

create policy "Moderators can delete testimonials"
on public.testimonials for delete
to authenticated
using ((select private.has_role('admin', 'editor', 'pastoral')));

-- Column grants apply to every signed-in user alike, so moderators read the email through this view:
-- it runs as its owner and returns rows only to moderators and the service role (security_barrier keeps
-- caller filters from seeing rows before that check).
create view public.testimonials_for_review
with (security_barrier = true)
as
select id, name, email, country, testimonial_text, photo_url, is_approved, created_at
from public.testimonials
where (select private.has_role('admin', 'editor', 'pastoral')) or (select auth.role()) = 'service_role';

comment on view public.testimonials_for_review is
  'Every testimonial with its private email, for moderators and the service role (others get no rows).';

revoke all on table public.testimonials_for_review from anon, authenticated;
grant select on table public.testimonials_for_review to authenticated;
grant select on table public.testimonials_for_review to service_role;
