-- Messages from the home contact section (with an interest type) and the contact page (with a subject).
create table public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text check (char_length(subject) <= 300),
  message text not null check (message ~ '\S' and char_length(message) <= 5000),
  interest_type text check (interest_type in ('saber_mas', 'estudio_biblico', 'enviar_pregunta', 'otro')),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.contact_inquiries is
  'Contact messages from visitors; staff mark them handled once answered.';
comment on column public.contact_inquiries.interest_type is
  'saber_mas, estudio_biblico, enviar_pregunta or otro (home form); null from the contact page.';
comment on column public.contact_inquiries.subject is 'Subject typed on the contact page; null from the home form.';

alter table public.contact_inquiries enable row level security;

revoke all on table public.contact_inquiries from anon, authenticated;
grant insert (name, email, subject, message, interest_type) on table public.contact_inquiries to anon, authenticated;
grant select, delete on table public.contact_inquiries to authenticated;
grant update (handled) on table public.contact_inquiries to authenticated;
grant all on table public.contact_inquiries to service_role;

create policy "Visitors can send contact inquiries"
on public.contact_inquiries for insert
to anon, authenticated
with check (true);

create policy "Editors can read contact inquiries"
on public.contact_inquiries for select
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can mark contact inquiries handled"
on public.contact_inquiries for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));

create policy "Editors can delete contact inquiries"
on public.contact_inquiries for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
