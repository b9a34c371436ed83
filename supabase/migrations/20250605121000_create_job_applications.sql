-- Applications from /careers. The CV is an object in the private applicant_cvs bucket (under public/,
-- where visitors may upload); the row keeps its path, and staff open it through a short-lived signed URL.
create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  city_country text check (char_length(city_country) <= 200),
  position_interest text not null check (position_interest ~ '\S' and char_length(position_interest) <= 200),
  cv_path text not null check (cv_path ~ '^public/[^/]' and char_length(cv_path) <= 1024),
  cover_letter_text text check (char_length(cover_letter_text) <= 10000),
  status text not null default 'Recibido'
    check (status in ('Recibido', 'En revisión', 'Entrevista', 'Descartado', 'Contratado')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.job_applications is
  'Job and volunteer applications; only admins read them. Status starts at Recibido.';
comment on column public.job_applications.cv_path is 'Object path of the CV in the private applicant_cvs bucket.';

create trigger set_updated_at
before update on public.job_applications
for each row execute function private.set_updated_at();

alter table public.job_applications enable row level security;

revoke all on table public.job_applications from anon, authenticated;
grant insert (name, email, city_country, position_interest, cv_path, cover_letter_text, status)
  on table public.job_applications to anon, authenticated;
grant select, delete on table public.job_applications to authenticated;
grant update (status) on table public.job_applications to authenticated;
grant all on table public.job_applications to service_role;

create policy "Visitors can apply for positions"
on public.job_applications for insert
to anon, authenticated
with check (status = 'Recibido');

create policy "Admins can read job applications"
on public.job_applications for select
to authenticated
using ((select private.has_role('admin')));

create policy "Admins can update job applications"
on public.job_applications for update
to authenticated
using ((select private.has_role('admin')))
with check ((select private.has_role('admin')));

create policy "Admins can delete job applications"
on public.job_applications for delete
to authenticated
using ((select private.has_role('admin')));
