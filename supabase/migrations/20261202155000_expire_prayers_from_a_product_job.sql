-- The prayer wall's expiry becomes a product job (issue 28 item 6, issue 32: netlify/lib/jobs/, the
-- `prayer-expiry` scheduled function in production, `npm start` and `npm run jobs -- prayer-expiry` locally),
-- so the local backend holds nothing of the product and every clock of the product is listed in one place.
-- Jobs act through the API with the secret key, which reaches no `private` function: this door lets the
-- service role, and only it, run the expiry. pg_cron stops running it, so one clock drives it, not two.
create function public.expire_prayer_requests()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.expire_prayer_requests();
$$;

comment on function public.expire_prayer_requests() is
  'Scheduled job prayer-expiry: takes requests past their days off the wall; returns how many.';

revoke all on function public.expire_prayer_requests() from public, anon, authenticated;
grant execute on function public.expire_prayer_requests() to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.unschedule('expire-prayer-requests');
  end if;
exception when others then
  raise notice 'pg_cron no tenía la caducidad del muro programada (%).', sqlerrm;
end;
$$;
