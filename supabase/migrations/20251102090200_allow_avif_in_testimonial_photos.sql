-- The upload function stores each testimonial photo re-encoded as WebP and, when it is clearly smaller, as
-- AVIF too (netlify/lib/uploads/processImage.ts): the bucket must take that type as well.
update storage.buckets
set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
where id = 'testimonial_photos';
