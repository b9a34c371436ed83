-- Visitors' files land here first: the upload function hands out a short-lived signed upload URL into
-- this private bucket (a Netlify function cannot receive a 5 MB file: requests stop near 6 MB of base64),
-- then reads the object, checks it (netlify/lib/uploads) and either stores the cleaned result in the
-- public or private bucket it belongs to, or deletes it. Limits are the largest of the two forms.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'upload_quarantine',
  'upload_quarantine',
  false,
  5242880,
  array[
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- No policy names this bucket: nobody but the service role (the upload function) signs, reads or deletes
-- in it. A visitor writes only through the one path a signed URL names, for as long as it is valid.
