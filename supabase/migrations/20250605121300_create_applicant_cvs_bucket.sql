-- Applicants' CVs hold personal data, so the bucket is private (the spec's public CV URLs would expose
-- them): visitors may only add files under public/, and only admins open them, through signed URLs.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'applicant_cvs',
  'applicant_cvs',
  false,
  5242880,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors can upload CVs under public/"
on storage.objects for insert
to anon, authenticated
with check (bucket_id = 'applicant_cvs' and (storage.foldername(name))[1] = 'public');

create policy "Admins can manage applicant CVs"
on storage.objects for all
to authenticated
using (bucket_id = 'applicant_cvs' and (select private.has_role('admin')))
with check (bucket_id = 'applicant_cvs' and (select private.has_role('admin')));
