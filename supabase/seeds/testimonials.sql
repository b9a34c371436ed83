-- The demo's photo testimonial (issue 13): Ana Sofía Herrera's approved testimonial (seed.sql), shown in the
-- home carousel, gets the photo `npm run demo:generate` made with the upload function's own processing
-- (scripts/demo/testimonialPhoto.ts: a 12 MP phone JPEG with GPS Exif → 1600 px WebP without metadata and
-- its 320 px thumbnail), uploaded to testimonial_photos at first start under the name the function gives.
-- The carousel shows the thumbnail, which the quality gates weigh (≤ 60 KB). Re-runnable: only a
-- testimonial still without a photo gets it.
update public.testimonials
set photo_url = coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1')
  || '/object/public/testimonial_photos/public/testimonial_5f0a0000-0000-4000-a000-000000000005.webp'
where id = '50000000-0000-4000-a000-000000000005' and photo_url is null;
