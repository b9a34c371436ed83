-- Audio and video files of teachings (sermons, podcast episodes, short clips), served to visitors and
-- podcast apps by their public URL and written by editors and admins, like the other content buckets.
-- 50 MB is the project's upload limit (config.toml [storage]): about 1 h 45 min of speech at 64 kbit/s.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'teaching_media',
  'teaching_media',
  true,
  52428800,
  array['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'video/mp4', 'video/webm']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors can manage teaching media"
on storage.objects for all
to authenticated
using (bucket_id = 'teaching_media' and (select private.has_role('admin', 'editor')))
with check (bucket_id = 'teaching_media' and (select private.has_role('admin', 'editor')));
