-- Nothing in the admin uploads audio or video: a teaching names its media by URL (audio_url, video_url),
-- and the demo's clips are stored by the seed with the service role. The staff write right on this bucket
-- was a way around the staff-upload function's checks (hosted Storage checks only the declared type and
-- size), used by nothing, so it ends here, as it did for blog_images and resource_files (20251117000000).
-- The bucket stays public: its files are served by their public URL, which needs no policy. Should the
-- admin upload media again, it goes through staff-upload like every other staff file.
drop policy "Editors can manage teaching media" on storage.objects;
