-- Admin lists show pages of 25, newest first (`order by created_at desc limit 25 offset n`). Without an
-- index matching that order Postgres reads and sorts the whole table for every page: ~110 ms per page of
-- a 10,000-post list on PGlite, against ~10 ms for page 1 and ~30 ms for page 400 with these indexes.
create index if not exists posts_created_at_idx on public.posts (created_at desc);
create index if not exists videos_created_at_idx on public.videos (created_at desc);
create index if not exists audios_created_at_idx on public.audios (created_at desc);
create index if not exists resources_created_at_idx on public.resources (created_at desc);
create index if not exists testimonials_created_at_idx on public.testimonials (created_at desc);
create index if not exists contact_inquiries_created_at_idx on public.contact_inquiries (created_at desc);
create index if not exists subscribers_created_at_idx on public.subscribers (created_at desc);
create index if not exists prayer_requests_created_at_idx on public.prayer_requests (created_at desc);
create index if not exists job_applications_created_at_idx on public.job_applications (created_at desc);
-- Donations list by gift date, then by when they were recorded.
create index if not exists donations_date_idx on public.donations (donation_date desc, created_at desc);
