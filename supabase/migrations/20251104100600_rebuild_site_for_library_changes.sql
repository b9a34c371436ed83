-- The library pages (/series, /predicadores, feeds) are static like the rest: a change visitors can see
-- requests a rebuild (see 20250607090000_record_site_rebuild_requests.sql). Series matter when they are
-- or were published, speakers always (their pages are public), speaker links when their teaching is.
-- Series carry is_published like posts: the function of 20250607090000 serves them unchanged.
create trigger request_site_rebuild after insert or update or delete on public.series
for each row execute function private.request_rebuild_for_published_content();

create function private.request_rebuild_for_speaker()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_site_rebuild_request('speakers ' || lower(tg_op));
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_speaker() from public;

create trigger request_site_rebuild after insert or update or delete on public.speakers
for each row execute function private.request_rebuild_for_speaker();

-- tg_argv: the teaching table and the link's column pointing at it. A link of a draft changes nothing
-- visitors see; one removed together with its teaching was already reported by the teaching's own trigger.
create function private.request_rebuild_for_speaker_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  link jsonb := to_jsonb(coalesce(new, old));
  published boolean;
begin
  execute format('select coalesce(bool_or(is_published), false) from public.%I where id = $1', tg_argv[0])
    into published using (link ->> tg_argv[1])::uuid;
  if published then
    perform private.record_site_rebuild_request(tg_table_name || ' ' || lower(tg_op));
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_for_speaker_link() from public;

create trigger request_site_rebuild after insert or update or delete on public.post_speakers
for each row execute function private.request_rebuild_for_speaker_link('posts', 'post_id');
create trigger request_site_rebuild after insert or update or delete on public.video_speakers
for each row execute function private.request_rebuild_for_speaker_link('videos', 'video_id');
create trigger request_site_rebuild after insert or update or delete on public.audio_speakers
for each row execute function private.request_rebuild_for_speaker_link('audios', 'audio_id');
