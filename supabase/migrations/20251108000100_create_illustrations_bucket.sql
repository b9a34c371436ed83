-- Illustrations (SVG) the ministry uses as covers, such as the topic artwork of the demo content.
-- Public to read by URL. No policy lets anon or authenticated write here, so only the project owner
-- (service role: the seed, the dashboard, the CLI) adds files: an SVG opened on its own can run script on
-- the storage origin, so staff uploads stay in blog_images, which admits raster images only.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('illustrations', 'illustrations', true, 262144, array['image/svg+xml'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;
