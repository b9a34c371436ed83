-- Posts, videos and audios join at most one series, at a position (episode 1, 2…). Deleting a series
-- keeps its teachings: they simply stop belonging to it (a position without a series means nothing).
alter table public.posts
  add column series_id uuid references public.series (id) on delete set null,
  add column series_position integer check (series_position between 1 and 10000);
alter table public.videos
  add column series_id uuid references public.series (id) on delete set null,
  add column series_position integer check (series_position between 1 and 10000);
alter table public.audios
  add column series_id uuid references public.series (id) on delete set null,
  add column series_position integer check (series_position between 1 and 10000);

comment on column public.posts.series_id is 'The series this post belongs to, if any.';
comment on column public.posts.series_position is 'Order within the series: 1 is the first episode.';
comment on column public.videos.series_id is 'The series this video belongs to, if any.';
comment on column public.videos.series_position is 'Order within the series: 1 is the first episode.';
comment on column public.audios.series_id is 'The series this audio belongs to, if any.';
comment on column public.audios.series_position is 'Order within the series: 1 is the first episode.';

create index posts_series_id_idx on public.posts (series_id);
create index videos_series_id_idx on public.videos (series_id);
create index audios_series_id_idx on public.audios (series_id);

-- Until now a series was free text typed on each audio. Every distinct name becomes a series row with that
-- exact title (trimmed), published when any of its audios is (visitors already saw the name), with the
-- cover of its first episode; its audios join it in the order they were published. Names made only of
-- spaces carried nothing to keep.
do $$
declare
  series_title text;
  new_id uuid;
begin
  for series_title in
    select btrim(a.series) from public.audios a
    where btrim(a.series) <> ''
    group by btrim(a.series)
    order by min(a.created_at), btrim(a.series)
  loop
    insert into public.series (title, slug, is_published, cover_image_url, created_at)
    select series_title, private.unique_slug('series', private.slugify(series_title)), bool_or(a.is_published),
      (array_agg(a.cover_art_url order by coalesce(a.published_at, a.created_at), a.created_at, a.id)
        filter (where a.cover_art_url is not null))[1],
      min(a.created_at)
    from public.audios a
    where btrim(a.series) = series_title
    returning id into new_id;

    update public.audios a
    set series_id = new_id, series_position = ranked.position
    from (
      select id, row_number() over (order by coalesce(published_at, created_at), created_at, id) as position
      from public.audios
      where btrim(series) = series_title
    ) as ranked
    where a.id = ranked.id;
  end loop;
end;
$$;

alter table public.audios drop column series;
