-- Files of the resource library and their thumbnails: public to read, written by editors and admins.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'resource_files',
  'resource_files',
  true,
  52428800,
  array[
    'application/pdf',
    'application/epub+zip',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'audio/mpeg',
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'application/zip',
    'application/x-zip-compressed'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors can manage resource files"
on storage.objects for all
to authenticated
using (bucket_id = 'resource_files' and (select private.has_role('admin', 'editor')))
with check (bucket_id = 'resource_files' and (select private.has_role('admin', 'editor')));
