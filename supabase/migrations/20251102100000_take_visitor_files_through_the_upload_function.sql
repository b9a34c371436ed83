-- Visitors' files now reach the site only through the visitor-upload server function: it hands out a
-- signed upload URL into the private quarantine, checks the bytes (real type, decoding, macros, active
-- content, zip limits), stores the cleaned file with the service role and inserts the row in one step.
-- Hosted Storage checks only the declared type and size, so a direct upload would skip every check:
-- anonymous uploads to the two buckets end here, and the rows that point at a file can no longer be
-- written by visitors with a path or URL of their choosing.

drop policy "Visitors can upload testimonial photos under public/" on storage.objects;
drop policy "Visitors can upload CVs under public/" on storage.objects;

-- A testimonial without a photo is still sent straight from the browser; one with a photo comes from
-- the function (service role), so a visitor's row never names a photo URL.
drop policy "Visitors can submit testimonials for review" on public.testimonials;
create policy "Visitors can submit testimonials without a photo for review"
on public.testimonials for insert
to anon, authenticated
with check (not is_approved and photo_url is null);

-- Every application carries a CV (docs/spec.md §5), so every application comes from the function.
drop policy "Visitors can apply for positions" on public.job_applications;
revoke insert on table public.job_applications from anon, authenticated;
