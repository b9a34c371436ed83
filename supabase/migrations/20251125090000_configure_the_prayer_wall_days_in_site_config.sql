-- The prayer wall's days are site configuration (core/siteConfig.ts prayerWall.wallDays), written into
-- public.prayer_wall_settings by the service role at `npm start` and after each production deploy, like
-- the staff security switch (20251103000000). The consent text the site was built with names the same
-- number, so no staff member may change the table through the API any more: a change there would make
-- the wall keep requests for a number of days the visitors were not told.
drop policy "Admins can change the prayer wall settings" on public.prayer_wall_settings;
revoke update (wall_days) on table public.prayer_wall_settings from authenticated;
revoke update on table public.prayer_wall_settings from authenticated;

comment on table public.prayer_wall_settings is
  'How many days an approved request stays on /oracion: core/siteConfig.ts prayerWall.wallDays, written at start and on deploy.';
