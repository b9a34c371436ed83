-- Staff files (post, event, series and speaker images in blog_images; library files and covers in
-- resource_files) now reach the public buckets only through the staff-upload server function, as
-- visitors' files do: it hands out a signed upload URL into a private quarantine, checks the bytes (real
-- type, decoding, pixel limit, PDF active content, Office macros, archive bombs), re-encodes images
-- (WebP, at most 1600 px, no metadata) and stores the result with the service role. Hosted Storage checks
-- only the declared type and size, so a direct staff upload would publish a phone photo with its GPS
-- position or a macro document: the insert and replace rights on the two buckets end here.

-- Staff files wait here. Any declared type is admitted (browsers type .epub or .pptx in different ways):
-- the function reads the bytes, not the declaration. 50 MB is resource_files' limit, the largest area's.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('staff_upload_quarantine', 'staff_upload_quarantine', false, 52428800, null)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- No policy names this bucket: only the service role (the function) signs, reads and deletes in it; a
-- staff member writes only the one path a signed URL names, for as long as it is valid.

-- Staff keep reading (listing) and deleting: the admin removes a resource's file before its row, and an
-- old file once a replacement is saved. Replacing bytes in place would skip the checks, so no update.
drop policy "Editors can manage blog images" on storage.objects;
drop policy "Editors can manage resource files" on storage.objects;

create policy "Editors and admins can see blog images"
on storage.objects for select
to authenticated
using (bucket_id = 'blog_images' and (select private.has_role('admin', 'editor')));

create policy "Editors and admins can delete blog images"
on storage.objects for delete
to authenticated
using (bucket_id = 'blog_images' and (select private.has_role('admin', 'editor')));

create policy "Editors and admins can see resource files"
on storage.objects for select
to authenticated
using (bucket_id = 'resource_files' and (select private.has_role('admin', 'editor')));

create policy "Editors and admins can delete resource files"
on storage.objects for delete
to authenticated
using (bucket_id = 'resource_files' and (select private.has_role('admin', 'editor')));

-- Abandoned staff uploads go after a day, like visitors' (20251102090100): the same selection, both
-- quarantines.
create or replace function private.uploads_past_retention()
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from public.job_applications a
  cross join private.retention_settings s
  join storage.objects o on o.bucket_id = 'applicant_cvs' and o.name = a.cv_path
  where a.closed_at <= now() - make_interval(months => s.cv_months)
  union all
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id in ('upload_quarantine', 'staff_upload_quarantine')
    and o.created_at <= now() - interval '1 day';
$$;

revoke all on function private.uploads_past_retention() from public;
