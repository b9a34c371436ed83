-- WhatsApp, first-class and private (issue 31 item 1). Contact, prayer and application forms take an
-- optional phone in international format and an explicit consent to be answered on WhatsApp. The phone is
-- staff data like the email beside it: the tables' existing select policies already limit reading to the
-- staff who handle each inbox; anon never reads these tables, and no column is added to a view, a feed or
-- a build query. A phone without consent is kept (staff may call) but the inbox offers no WhatsApp reply.

alter table public.contact_inquiries
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  add column whatsapp_consent boolean not null default false,
  add constraint contact_inquiries_consent_needs_a_phone check (not whatsapp_consent or phone is not null);

alter table public.prayer_requests
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  add column whatsapp_consent boolean not null default false,
  add constraint prayer_requests_consent_needs_a_phone check (not whatsapp_consent or phone is not null);

alter table public.job_applications
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  add column whatsapp_consent boolean not null default false,
  add constraint job_applications_consent_needs_a_phone check (not whatsapp_consent or phone is not null);

comment on column public.contact_inquiries.phone is
  'Optional phone, E.164 (+5215512345678); staff only, never on a page or a feed.';
comment on column public.contact_inquiries.whatsapp_consent is
  'The sender agreed to be answered by WhatsApp at phone.';
comment on column public.prayer_requests.phone is
  'Optional phone, E.164 (+5215512345678); staff only, never on a page or a feed.';
comment on column public.prayer_requests.whatsapp_consent is
  'The sender agreed to be answered by WhatsApp at phone.';
comment on column public.job_applications.phone is
  'Optional phone, E.164 (+5215512345678); admins only, never on a page or a feed.';
comment on column public.job_applications.whatsapp_consent is
  'The applicant agreed to be answered by WhatsApp at phone.';

-- Contact messages are inserted by the browser, which may not read them back: it makes the row's id itself
-- (crypto.randomUUID) and shows the reference read from it (core/whatsapp/visitorReference.ts). Prayer
-- requests and applications go through server functions that answer the reference, so anon gains no
-- column there.
grant insert (id, phone, whatsapp_consent) on table public.contact_inquiries to anon, authenticated;
