-- Who preaches or teaches each post, video and audio: one or more speakers, in the order they are
-- credited. One junction table per kind of teaching, so each link is a real foreign key (deleting a
-- teaching or a speaker removes its links) and the API can embed speakers (audios?select=*,speakers(*)).
create table public.post_speakers (
  post_id uuid not null references public.posts (id) on delete cascade,
  speaker_id uuid not null references public.speakers (id) on delete cascade,
  position smallint not null default 1 check (position between 1 and 50),
  primary key (post_id, speaker_id)
);
create table public.video_speakers (
  video_id uuid not null references public.videos (id) on delete cascade,
  speaker_id uuid not null references public.speakers (id) on delete cascade,
  position smallint not null default 1 check (position between 1 and 50),
  primary key (video_id, speaker_id)
);
create table public.audio_speakers (
  audio_id uuid not null references public.audios (id) on delete cascade,
  speaker_id uuid not null references public.speakers (id) on delete cascade,
  position smallint not null default 1 check (position between 1 and 50),
  primary key (audio_id, speaker_id)
);

comment on table public.post_speakers is 'Speakers credited on a post, in order; visible with the post.';
comment on table public.video_speakers is 'Speakers credited on a video, in order; visible with the video.';
comment on table public.audio_speakers is 'Speakers credited on an audio, in order; visible with the audio.';

-- A speaker page lists their teachings: look links up by speaker too.
create index post_speakers_speaker_id_idx on public.post_speakers (speaker_id);
create index video_speakers_speaker_id_idx on public.video_speakers (speaker_id);
create index audio_speakers_speaker_id_idx on public.audio_speakers (speaker_id);

alter table public.post_speakers enable row level security;
alter table public.video_speakers enable row level security;
alter table public.audio_speakers enable row level security;

revoke all on table public.post_speakers, public.video_speakers, public.audio_speakers from anon, authenticated;
grant select on table public.post_speakers, public.video_speakers, public.audio_speakers to anon;
grant select, insert, update, delete
  on table public.post_speakers, public.video_speakers, public.audio_speakers to authenticated;
grant all on table public.post_speakers, public.video_speakers, public.audio_speakers to service_role;

-- The subquery runs under the caller's own policies on the teaching: a visitor sees the links of published
-- teachings only, an editor those of drafts too. A draft's speakers never leak ahead of the draft.
create policy "Anyone can read the speakers of the posts they can read"
on public.post_speakers for select
to anon, authenticated
using (exists (select 1 from public.posts p where p.id = post_id));
create policy "Anyone can read the speakers of the videos they can read"
on public.video_speakers for select
to anon, authenticated
using (exists (select 1 from public.videos v where v.id = video_id));
create policy "Anyone can read the speakers of the audios they can read"
on public.audio_speakers for select
to anon, authenticated
using (exists (select 1 from public.audios a where a.id = audio_id));

create policy "Editors can credit speakers on posts"
on public.post_speakers for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can reorder the speakers of posts"
on public.post_speakers for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can remove speakers from posts"
on public.post_speakers for delete
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can credit speakers on videos"
on public.video_speakers for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can reorder the speakers of videos"
on public.video_speakers for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can remove speakers from videos"
on public.video_speakers for delete
to authenticated
using ((select private.has_role('admin', 'editor')));

create policy "Editors can credit speakers on audios"
on public.audio_speakers for insert
to authenticated
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can reorder the speakers of audios"
on public.audio_speakers for update
to authenticated
using ((select private.has_role('admin', 'editor')))
with check ((select private.has_role('admin', 'editor')));
create policy "Editors can remove speakers from audios"
on public.audio_speakers for delete
to authenticated
using ((select private.has_role('admin', 'editor')));
