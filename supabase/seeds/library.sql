-- Demo teaching library: series, speakers, Bible references and one transcript over the posts, videos and
-- audios of seed.sql. Re-runnable like seed.sql: fixed ids, `on conflict do nothing`, and updates only
-- where the demo value is still missing.

-- ---------------------------------------------------------------- series (2 published, 1 draft)
insert into public.series (id, title, slug, description, cover_image_url, is_published, created_at)
select v.id::uuid, v.title, v.slug, v.description, storage_url.base || '/object/public/illustrations/' || v.cover,
  v.is_published, v.created_at::timestamptz
from (
  values
    ('40000000-0000-4000-a000-000000000001', 'Fundamentos de la fe', 'fundamentos-de-la-fe',
     'Una serie para quien empieza a caminar con Cristo (o quiere volver a lo esencial): quién es Dios, la gracia, el nuevo nacimiento y la iglesia.',
     'seed/fundamentos.svg', true, '2025-03-01 10:00:00-05'),
    ('40000000-0000-4000-a000-000000000002', 'Escuela de oración', 'escuela-de-oracion',
     'Aprender a orar con Jesús: el Padre Nuestro, la oración cuando faltan las palabras y el ayuno.',
     'seed/oracion.svg', true, '2025-03-08 10:00:00-05'),
    ('40000000-0000-4000-a000-000000000003', 'Hechos: la iglesia que transformó el mundo', 'hechos-la-iglesia',
     'Próxima serie sobre el libro de los Hechos (en preparación).',
     'seed/discipulado.svg', false, '2025-06-01 10:00:00-05')
) as v (id, title, slug, description, cover, is_published, created_at)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
on conflict do nothing;

-- Episodes in order; a series mixes audios, videos and posts.
update public.audios a set series_id = v.series_id::uuid, series_position = v.position
from (
  values
    ('30000000-0000-4000-a000-000000000001', '40000000-0000-4000-a000-000000000001', 1),
    ('30000000-0000-4000-a000-000000000002', '40000000-0000-4000-a000-000000000001', 2),
    ('30000000-0000-4000-a000-000000000003', '40000000-0000-4000-a000-000000000001', 3),
    ('30000000-0000-4000-a000-000000000006', '40000000-0000-4000-a000-000000000001', 4)
) as v (id, series_id, position)
where a.id = v.id::uuid and a.series_id is null;

update public.videos t set series_id = v.series_id::uuid, series_position = v.position
from (
  values
    ('20000000-0000-4000-a000-000000000002', '40000000-0000-4000-a000-000000000002', 1),
    ('20000000-0000-4000-a000-000000000006', '40000000-0000-4000-a000-000000000003', 1)
) as v (id, series_id, position)
where t.id = v.id::uuid and t.series_id is null;

update public.posts p set series_id = v.series_id::uuid, series_position = v.position
from (
  values
    ('10000000-0000-4000-a000-000000000002', '40000000-0000-4000-a000-000000000002', 2),
    ('10000000-0000-4000-a000-000000000009', '40000000-0000-4000-a000-000000000002', 3)
) as v (id, series_id, position)
where p.id = v.id::uuid and p.series_id is null;

-- ---------------------------------------------------------------- speakers (a pastor, a guest, a staff teacher)
insert into public.speakers (id, name, slug, bio, created_at)
values
  ('50000000-0000-4000-a000-000000000001', 'Pastor Daniel Herrera', 'daniel-herrera',
   'Fundador de Palabra Viva. Enseña la Biblia desde hace más de veinte años con un énfasis en el Reino de Dios y el discipulado.',
   '2025-01-10 10:00:00-05'),
  ('50000000-0000-4000-a000-000000000002', 'Lucía Fernández', 'lucia-fernandez',
   'Maestra invitada y consejera familiar. Acompaña a matrimonios y familias en la oración y el estudio de la Palabra.',
   '2025-01-11 10:00:00-05'),
  ('50000000-0000-4000-a000-000000000003', 'Samuel Ortiz', 'samuel-ortiz',
   'Pastor de jóvenes. Dirige la escuela de oración y los estudios bíblicos de los miércoles.',
   '2025-01-12 10:00:00-05')
on conflict do nothing;

insert into public.audio_speakers (audio_id, speaker_id, position)
values
  ('30000000-0000-4000-a000-000000000001', '50000000-0000-4000-a000-000000000001', 1),
  ('30000000-0000-4000-a000-000000000002', '50000000-0000-4000-a000-000000000001', 1),
  ('30000000-0000-4000-a000-000000000003', '50000000-0000-4000-a000-000000000001', 1),
  ('30000000-0000-4000-a000-000000000003', '50000000-0000-4000-a000-000000000003', 2),
  ('30000000-0000-4000-a000-000000000004', '50000000-0000-4000-a000-000000000002', 1),
  ('30000000-0000-4000-a000-000000000005', '50000000-0000-4000-a000-000000000001', 1),
  ('30000000-0000-4000-a000-000000000006', '50000000-0000-4000-a000-000000000001', 1)
on conflict do nothing;

insert into public.video_speakers (video_id, speaker_id, position)
values
  ('20000000-0000-4000-a000-000000000001', '50000000-0000-4000-a000-000000000001', 1),
  ('20000000-0000-4000-a000-000000000002', '50000000-0000-4000-a000-000000000003', 1),
  ('20000000-0000-4000-a000-000000000003', '50000000-0000-4000-a000-000000000001', 1),
  ('20000000-0000-4000-a000-000000000005', '50000000-0000-4000-a000-000000000002', 1),
  ('20000000-0000-4000-a000-000000000006', '50000000-0000-4000-a000-000000000001', 1)
on conflict do nothing;

insert into public.post_speakers (post_id, speaker_id, position)
values
  ('10000000-0000-4000-a000-000000000001', '50000000-0000-4000-a000-000000000001', 1),
  ('10000000-0000-4000-a000-000000000002', '50000000-0000-4000-a000-000000000003', 1),
  ('10000000-0000-4000-a000-000000000007', '50000000-0000-4000-a000-000000000002', 1),
  ('10000000-0000-4000-a000-000000000009', '50000000-0000-4000-a000-000000000003', 1)
on conflict do nothing;

-- ---------------------------------------------------------------- Bible references (as core/scripture stores them)
create function pg_temp.passage(book text, chapter int, verse int, end_chapter int, end_verse int)
returns jsonb language sql immutable as $$
  select jsonb_build_object('book', book, 'chapter', chapter, 'verse', verse, 'end_chapter', end_chapter,
    'end_verse', end_verse);
$$;

update public.posts p set scripture_references = v.refs
from (
  values
    ('10000000-0000-4000-a000-000000000001', jsonb_build_array(pg_temp.passage('marcos', 1, 15, 1, 15), pg_temp.passage('mateo', 6, 33, 6, 33))),
    ('10000000-0000-4000-a000-000000000002', jsonb_build_array(pg_temp.passage('romanos', 8, 26, 8, 27))),
    ('10000000-0000-4000-a000-000000000003', jsonb_build_array(pg_temp.passage('juan', 14, 15, 14, 26))),
    ('10000000-0000-4000-a000-000000000004', jsonb_build_array(pg_temp.passage('romanos', 8, 28, 8, 39), pg_temp.passage('santiago', 1, 2, 1, 4))),
    ('10000000-0000-4000-a000-000000000005', jsonb_build_array(pg_temp.passage('santiago', 1, 22, 1, 25))),
    ('10000000-0000-4000-a000-000000000006', jsonb_build_array(pg_temp.passage('mateo', 13, null, 13, null))),
    ('10000000-0000-4000-a000-000000000007', jsonb_build_array(pg_temp.passage('mateo', 7, 24, 7, 27), pg_temp.passage('josue', 24, 15, 24, 15))),
    ('10000000-0000-4000-a000-000000000009', jsonb_build_array(pg_temp.passage('mateo', 6, 16, 6, 18), pg_temp.passage('isaias', 58, null, 58, null)))
) as v (id, refs)
where p.id = v.id::uuid and p.scripture_references = '[]';

update public.videos t set scripture_references = v.refs
from (
  values
    ('20000000-0000-4000-a000-000000000001', jsonb_build_array(pg_temp.passage('marcos', 1, 14, 1, 15))),
    ('20000000-0000-4000-a000-000000000002', jsonb_build_array(pg_temp.passage('mateo', 6, 9, 6, 13), pg_temp.passage('lucas', 11, 1, 11, 4))),
    ('20000000-0000-4000-a000-000000000003', jsonb_build_array(pg_temp.passage('hechos', 2, 1, 2, 4))),
    ('20000000-0000-4000-a000-000000000004', jsonb_build_array(pg_temp.passage('filipenses', 4, 6, 4, 7))),
    ('20000000-0000-4000-a000-000000000005', jsonb_build_array(pg_temp.passage('deuteronomio', 6, 6, 6, 9)))
) as v (id, refs)
where t.id = v.id::uuid and t.scripture_references = '[]';

update public.audios a set scripture_references = v.refs
from (
  values
    ('30000000-0000-4000-a000-000000000001', jsonb_build_array(pg_temp.passage('genesis', 1, null, 1, null), pg_temp.passage('juan', 1, 1, 1, 18))),
    ('30000000-0000-4000-a000-000000000002', jsonb_build_array(pg_temp.passage('efesios', 2, 8, 2, 9))),
    ('30000000-0000-4000-a000-000000000003', jsonb_build_array(pg_temp.passage('juan', 3, 1, 3, 21))),
    ('30000000-0000-4000-a000-000000000004', jsonb_build_array(pg_temp.passage('salmos', 23, null, 23, null))),
    ('30000000-0000-4000-a000-000000000005', jsonb_build_array(pg_temp.passage('lucas', 7, 36, 7, 50), pg_temp.passage('mateo', 18, 21, 18, 35))),
    ('30000000-0000-4000-a000-000000000006', jsonb_build_array(pg_temp.passage('hechos', 2, 42, 2, 47)))
) as v (id, refs)
where a.id = v.id::uuid and a.scripture_references = '[]';

-- ---------------------------------------------------------------- one transcript (the Psalm 23 meditation)
update public.audios set transcript_vtt = $vtt$WEBVTT - Meditación: Salmo 23

Introducción
00:00:00.000 --> 00:00:02.500
<v Lucía Fernández>Meditación: Salmo 23.

El Señor es mi pastor
00:00:02.500 --> 00:00:07.000
<v Lucía Fernández>«Jehová es mi pastor; nada me faltará.»

Delicados pastos
00:00:07.000 --> 00:00:11.800
<v Lucía Fernández>«En lugares de delicados pastos me hará descansar.»
$vtt$
where id = '30000000-0000-4000-a000-000000000004' and transcript_vtt is null;
