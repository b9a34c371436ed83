-- Spam protection for the public forms. Each form carries a field people never see (named "website",
-- which form-filling bots love); a row that arrives with it filled is dropped by a trigger that returns
-- null, so the bot still gets PostgREST's 201 and learns nothing, while nothing is stored.
create function private.drop_honeypot_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if nullif(btrim(new.website), '') is not null then
    return null;
  end if;
  new.website := null;
  return new;
end;
$$;

revoke all on function private.drop_honeypot_rows() from public;

comment on function private.drop_honeypot_rows() is
  'Silently drops a visitor insert whose hidden honeypot field (website) was filled; clears it otherwise.';

alter table public.testimonials add column website text;
alter table public.contact_inquiries add column website text;
alter table public.subscribers add column website text;
alter table public.prayer_requests add column website text;
alter table public.job_applications add column website text;

comment on column public.testimonials.website is 'Honeypot: always null in stored rows.';
comment on column public.contact_inquiries.website is 'Honeypot: always null in stored rows.';
comment on column public.subscribers.website is 'Honeypot: always null in stored rows.';
comment on column public.prayer_requests.website is 'Honeypot: always null in stored rows.';
comment on column public.job_applications.website is 'Honeypot: always null in stored rows.';

create trigger drop_honeypot_rows before insert on public.testimonials
for each row execute function private.drop_honeypot_rows();
create trigger drop_honeypot_rows before insert on public.contact_inquiries
for each row execute function private.drop_honeypot_rows();
create trigger drop_honeypot_rows before insert on public.subscribers
for each row execute function private.drop_honeypot_rows();
create trigger drop_honeypot_rows before insert on public.prayer_requests
for each row execute function private.drop_honeypot_rows();
create trigger drop_honeypot_rows before insert on public.job_applications
for each row execute function private.drop_honeypot_rows();

-- Visitors may send the field (the forms always do); nobody needs to read it back.
grant insert (website) on table public.testimonials to anon, authenticated;
grant insert (website) on table public.contact_inquiries to anon, authenticated;
grant insert (website) on table public.subscribers to anon, authenticated;
grant insert (website) on table public.prayer_requests to anon, authenticated;
grant insert (website) on table public.job_applications to anon, authenticated;
