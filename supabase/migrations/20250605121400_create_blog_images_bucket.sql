-- Featured images of blog posts: public to read, written by editors and admins.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'blog_images',
  'blog_images',
  true,
  5242880,
  array['image/png', 'image/jpeg', 'image/gif', 'image/webp']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors can manage blog images"
on storage.objects for all
to authenticated
using (bucket_id = 'blog_images' and (select private.has_role('admin', 'editor')))
with check (bucket_id = 'blog_images' and (select private.has_role('admin', 'editor')));
