-- Photos attached to testimonials: public to read (they appear on the site once approved), uploaded by
-- visitors only under public/ and never listed, replaced or removed by them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'testimonial_photos',
  'testimonial_photos',
  true,
  2097152,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors can upload testimonial photos under public/"
on storage.objects for insert
to anon, authenticated
with check (bucket_id = 'testimonial_photos' and (storage.foldername(name))[1] = 'public');

create policy "Moderators can manage testimonial photos"
on storage.objects for all
to authenticated
using (bucket_id = 'testimonial_photos' and (select private.has_role('admin', 'editor', 'pastoral')))
with check (bucket_id = 'testimonial_photos' and (select private.has_role('admin', 'editor', 'pastoral')));
