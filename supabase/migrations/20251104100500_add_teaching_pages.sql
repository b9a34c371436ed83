-- Audios and videos get their own pages (/audios/{slug}, /videos/{slug}) where visitors play them and
-- read their transcript, so they need a slug as posts have. Rows saved without one (every row so far, and
-- the admin until it edits slugs) get one from the title, unique within the table: an empty slug (the
-- default) or null asks the trigger below for one.
alter table public.videos
  add column slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200);
alter table public.audios
  add column slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200);

comment on column public.videos.slug is 'Address of the video page, /videos/{slug}; made from the title when not given.';
comment on column public.audios.slug is 'Address of the audio page, /audios/{slug}; made from the title when not given.';

-- Security definer: it calls private helpers by name, which the writing roles have no usage on.
create function private.fill_missing_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.slug, '') = '' then
    new.slug := private.unique_slug(tg_table_name, private.slugify(new.title));
  end if;
  return new;
end;
$$;

revoke all on function private.fill_missing_slug() from public;

-- Also on update: clearing a slug asks for a new one from the title.
create trigger fill_missing_slug before insert or update of slug on public.videos
for each row execute function private.fill_missing_slug();
create trigger fill_missing_slug before insert or update of slug on public.audios
for each row execute function private.fill_missing_slug();

-- Existing rows, oldest first, so the first of two equal titles keeps the plain slug.
do $$
declare
  row_id uuid;
begin
  for row_id in select id from public.videos order by created_at, id loop
    update public.videos set slug = null where id = row_id;
  end loop;
  for row_id in select id from public.audios order by created_at, id loop
    update public.audios set slug = null where id = row_id;
  end loop;
end;
$$;

alter table public.videos alter column slug set not null, alter column slug set default '';
alter table public.audios alter column slug set not null, alter column slug set default '';

-- The transcript (and captions) of an audio or video, as a WebVTT file's text. The admin checks the whole
-- file with core/transcripts/webvtt.ts and names the line it cannot read; this check keeps other writers
-- to WebVTT files of a sensible size.
alter table public.videos add column transcript_vtt text
  check (char_length(transcript_vtt) <= 500000 and transcript_vtt ~ '^\uFEFF?WEBVTT([ \t\r\n]|$)');
alter table public.audios add column transcript_vtt text
  check (char_length(transcript_vtt) <= 500000 and transcript_vtt ~ '^\uFEFF?WEBVTT([ \t\r\n]|$)');

comment on column public.videos.transcript_vtt is
  'WebVTT transcript: captions on the player, text on the video page, indexed by the site search.';
comment on column public.audios.transcript_vtt is
  'WebVTT transcript: text on the audio page, podcast:transcript in the feeds, indexed by the site search.';
