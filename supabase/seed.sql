-- Demo content for the ministry "Palabra Viva" (local development and tests; never for production).
-- Re-runnable: fixed ids and `on conflict do nothing` everywhere, so a second run changes nothing.
-- Resource files are uploaded by backend/db/seed.ts; their public URLs start with the storage URL given in
-- the `seed.storage_url` setting (the Supabase CLI's local default otherwise).

-- ---------------------------------------------------------------- demo staff (password demo-password-123)
with staff (id, email) as (
  values
    ('00000000-0000-4000-a000-000000000001'::uuid, 'admin@example.org'),
    ('00000000-0000-4000-a000-000000000002'::uuid, 'editor@example.org'),
    ('00000000-0000-4000-a000-000000000003'::uuid, 'pastoral@example.org')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new,
  email_change, email_change_token_current, reauthentication_token, phone_change, phone_change_token
)
select
  '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
  extensions.crypt('demo-password-123', extensions.gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}', '{}', now(), now(), '', '', '', '', '', '', '', ''
from staff
on conflict do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('admin@example.org', 'editor@example.org', 'pastoral@example.org')
on conflict do nothing;

-- Only accounts still without a role: a role an admin changed later is left alone.
update public.users u
set role = staff.role
from (
  values ('admin@example.org', 'admin'), ('editor@example.org', 'editor'), ('pastoral@example.org', 'pastoral')
) as staff (email, role)
where u.email = staff.email and u.role is null;

-- ---------------------------------------------------------------- blog posts (6 published, 1 scheduled, 2 drafts)
insert into public.posts (
  id, title, slug, description, meta_description, content, featured_image_url, category, tags,
  is_published, published_at, author_id, created_at
)
select
  v.id::uuid, v.title, v.slug, v.description, v.meta_description, v.content,
  storage_url.base || '/object/public/illustrations/' || v.cover, v.category, v.tags,
  v.is_published, v.published_at::timestamptz, author.id, v.created_at::timestamptz
from (
  values
    (
      '10000000-0000-4000-a000-000000000001', '¿Qué es el Reino de Dios?', 'que-es-el-reino-de-dios',
      'Jesús comenzó su ministerio anunciando el Reino. Descubre qué significa vivir bajo el gobierno de Dios hoy.',
      'Qué enseñó Jesús sobre el Reino de Dios y cómo vivir hoy bajo su gobierno: una introducción bíblica sencilla.',
      $md$El primer mensaje público de Jesús fue un anuncio: *«El tiempo se ha cumplido, y el reino de Dios se ha acercado; arrepentíos, y creed en el evangelio»* (Marcos 1:15).

## Un reino que no es de este mundo

Cuando hablamos del Reino de Dios no hablamos de un territorio en un mapa, sino del **gobierno de Dios** sobre todo lo que existe. Donde Cristo reina, las cosas vuelven a su diseño original: el pecador es perdonado, el enfermo encuentra consuelo y el orgulloso aprende a servir.

## Ya, pero todavía no

El Reino ya llegó con Jesús, pero aún esperamos su plenitud. Vivimos entre dos tiempos:

- **Ya:** Cristo venció el pecado y la muerte, y su Espíritu habita en nosotros.
- **Todavía no:** esperamos el día en que toda lágrima sea enjugada.

## ¿Cómo entramos?

Jesús fue claro: se entra por el arrepentimiento y la fe. No es un premio para los perfectos, sino un regalo para quienes reconocen su necesidad.

> «Buscad primeramente el reino de Dios y su justicia, y todas estas cosas os serán añadidas.» — Mateo 6:33

Esta semana, pregúntate: ¿qué área de mi vida todavía no he rendido al gobierno de Cristo?$md$,
      'seed/fundamentos.svg', 'fundamentos', array['reino', 'evangelio', 'fundamentos'],
      true, '2025-03-02 09:00:00-05', '2025-02-27 18:30:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000002', 'Cómo orar cuando no encuentras palabras', 'como-orar-cuando-no-encuentras-palabras',
      'Hay días en que la oración se siente vacía. La Biblia nos muestra caminos sencillos para volver a hablar con Dios.',
      'Consejos bíblicos para orar cuando no encuentras palabras: los Salmos, el Padre Nuestro y el silencio ante Dios.',
      $md$Todos hemos estado ahí: queremos orar, pero las palabras no salen. La buena noticia es que **la oración no depende de nuestra elocuencia**.

## 1. Ora con los Salmos

Los Salmos son el libro de oración de la Biblia. Lee uno en voz alta y hazlo tuyo. El Salmo 23 o el 46 son un buen comienzo.

## 2. Sigue el modelo del Padre Nuestro

Jesús nos dio una estructura sencilla:

1. Adoración: *santificado sea tu nombre*.
2. Rendición: *venga tu reino, hágase tu voluntad*.
3. Necesidad: *el pan nuestro de cada día*.
4. Perdón: *perdónanos como también nosotros perdonamos*.
5. Protección: *no nos metas en tentación*.

## 3. Confía en la ayuda del Espíritu

> «Qué hemos de pedir como conviene, no lo sabemos, pero el Espíritu mismo intercede por nosotros con gemidos indecibles.» — Romanos 8:26

A veces orar es simplemente quedarse en silencio delante de Dios. Él entiende también lo que no sabemos decir.$md$,
      'seed/oracion.svg', 'oracion', array['oración', 'salmos', 'vida devocional'],
      true, '2025-03-16 09:00:00-05', '2025-03-12 10:15:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000003', 'El Espíritu Santo, nuestro ayudador', 'el-espiritu-santo-nuestro-ayudador',
      'Jesús prometió no dejarnos solos. Conoce quién es el Espíritu Santo y cómo obra en la vida del creyente.',
      'Quién es el Espíritu Santo según la Biblia y cómo guía, consuela y capacita al creyente en su vida diaria.',
      $md$Antes de partir, Jesús hizo una promesa: *«Yo rogaré al Padre, y os dará otro Consolador, para que esté con vosotros para siempre»* (Juan 14:16).

## Una persona, no una fuerza

El Espíritu Santo no es una energía impersonal. Él **enseña**, **guía**, **consuela** y hasta puede ser entristecido (Efesios 4:30). Es Dios mismo viviendo en nosotros.

## Lo que hace en nosotros

- Nos convence de pecado y nos lleva a Cristo.
- Nos recuerda las palabras de Jesús.
- Produce su fruto: amor, gozo, paz, paciencia, benignidad, bondad, fe, mansedumbre y templanza.
- Nos da dones para servir a la iglesia.

## Andar en el Espíritu

Andar en el Espíritu es una decisión diaria: escuchar su voz en la Palabra, obedecer lo que ya sabemos y depender de su fuerza en lugar de la nuestra.$md$,
      'seed/espiritu-santo.svg', 'espiritu-santo', array['espíritu santo', 'dones', 'fruto del espíritu'],
      true, '2025-04-06 09:00:00-05', '2025-04-01 16:40:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000004', 'Fe que persevera en tiempos difíciles', 'fe-que-persevera-en-tiempos-dificiles',
      'La fe no nos libra de las pruebas, pero nos sostiene en medio de ellas. Lecciones de Job, José y Pablo.',
      'Cómo mantener la fe en tiempos difíciles: lecciones bíblicas de perseverancia en la vida de Job, José y Pablo.',
      $md$La fe verdadera no se mide en los días buenos, sino en los difíciles.

## José: la fe que espera

José fue vendido por sus hermanos, acusado injustamente y olvidado en la cárcel. Años después pudo decir: *«Vosotros pensasteis mal contra mí, mas Dios lo encaminó a bien»* (Génesis 50:20).

## Job: la fe que pregunta

Job no ocultó su dolor ni sus preguntas. Pero tampoco soltó a Dios. La fe **no es ausencia de preguntas**, es seguir confiando mientras esperamos respuestas.

## Pablo: la fe que se apoya en la gracia

> «Bástate mi gracia; porque mi poder se perfecciona en la debilidad.» — 2 Corintios 12:9

## Para esta semana

- Escribe tres momentos en que Dios fue fiel en tu pasado.
- Comparte tu carga con alguien de confianza.
- Memoriza Romanos 8:28.$md$,
      'seed/fe.svg', 'fe', array['fe', 'pruebas', 'esperanza'],
      true, '2025-04-20 09:00:00-05', '2025-04-17 09:05:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000005', 'Discipulado: de oyentes a hacedores', 'discipulado-de-oyentes-a-hacedores',
      'Jesús no nos llamó a llenar bancas sino a hacer discípulos. Tres hábitos para crecer y ayudar a otros a crecer.',
      'Qué es el discipulado cristiano y tres hábitos prácticos para pasar de oyente a hacedor de la Palabra.',
      $md$La Gran Comisión no dice «id y haced asistentes», sino **«id, y haced discípulos»** (Mateo 28:19).

## Oír no es suficiente

Santiago lo dijo sin rodeos: *«Sed hacedores de la palabra, y no tan solamente oidores, engañándoos a vosotros mismos»* (Santiago 1:22).

## Tres hábitos de un discípulo

1. **Permanecer en la Palabra.** Lee un pasaje cada día y pregúntate: ¿qué me enseña de Dios?, ¿qué me pide hacer?
2. **Caminar en comunidad.** Nadie crece solo. Busca un grupo pequeño donde puedas ser conocido.
3. **Multiplicar.** Enseña a otro lo que estás aprendiendo, aunque tú también estés empezando.

## Un paso concreto

Invita a alguien a leer contigo el Evangelio de Marcos durante un mes. Un capítulo por semana, un café y una pregunta: ¿quién es Jesús?$md$,
      'seed/discipulado.svg', 'discipulado', array['discipulado', 'gran comisión', 'comunidad'],
      true, '2025-05-04 09:00:00-05', '2025-04-30 20:00:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000006', 'Las parábolas de Jesús y el Reino', 'las-parabolas-de-jesus-y-el-reino',
      'Una semilla de mostaza, un tesoro escondido, una perla de gran precio: lo que las parábolas revelan del Reino.',
      'Qué enseñan las parábolas de Jesús sobre el Reino de Dios: la semilla de mostaza, el tesoro escondido y la perla.',
      $md$Jesús enseñaba con historias sencillas tomadas de la vida diaria. Detrás de cada una hay una verdad profunda sobre el Reino.

## La semilla de mostaza

El Reino comienza pequeño, casi invisible, pero crece hasta dar sombra a muchos (Mateo 13:31-32). No desprecies los comienzos humildes.

## El tesoro escondido y la perla

Un hombre vende todo lo que tiene para comprar un campo; un comerciante lo da todo por una perla. **El Reino vale más que cualquier cosa que poseamos** (Mateo 13:44-46).

## La levadura

Un poco de levadura leuda toda la masa. Así obra el Reino: desde dentro, transformando familias, barrios y naciones.

> «El que tiene oídos para oír, oiga.» — Mateo 13:9

¿Cuál de estas parábolas describe mejor tu momento actual con Dios?$md$,
      'seed/ensenanzas-jesus.svg', 'enseñanzas-jesus', array['parábolas', 'reino', 'jesús'],
      true, '2025-05-18 09:00:00-05', '2025-05-14 11:20:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000007', 'Una familia edificada sobre la Roca', 'una-familia-edificada-sobre-la-roca',
      'Las tormentas llegan a todos los hogares. Cómo construir una familia que permanezca firme sobre Cristo.',
      'Principios bíblicos para edificar una familia firme sobre Cristo: oración en casa, perdón y tiempo juntos.',
      $md$Jesús comparó al que oye y obedece su palabra con un hombre prudente que edificó su casa sobre la roca (Mateo 7:24-25).

## Oración en casa

Una familia que ora junta aprende a depender de Dios. Empiecen con algo breve: un versículo y una oración antes de dormir.

## Perdón cada día

Ninguna familia es perfecta. Pedir perdón y perdonar pronto evita que las grietas se conviertan en muros.

## Tiempo sin pantallas

Una comida a la semana sin teléfonos puede cambiar la conversación en casa.$md$,
      'seed/familia.svg', 'familia', array['familia', 'matrimonio', 'hijos'],
      true, (now() + interval '7 days')::text, '2025-05-28 15:00:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000008', 'Vida cristiana en lo cotidiano', 'vida-cristiana-en-lo-cotidiano',
      'El trabajo, la cocina y el tráfico también son lugares donde Dios nos forma.',
      null,
      $md$Borrador: ideas para un artículo sobre la fe en el trabajo, en casa y en el vecindario.

- Colosenses 3:23: hacerlo todo como para el Señor.
- Ejemplos de la semana.
- Preguntas para grupos pequeños.$md$,
      'seed/vida-cristiana.svg', 'vida-cristiana', array['vida cristiana', 'trabajo'],
      false, null, '2025-05-30 08:45:00-05'
    ),
    (
      '10000000-0000-4000-a000-000000000009', 'Ayuno y oración: una guía práctica', 'ayuno-y-oracion-una-guia-practica',
      'Qué es el ayuno bíblico, cómo empezar y qué cuidar.',
      null,
      $md$Borrador pendiente de revisión pastoral.

## Qué es el ayuno

## Cómo empezar

## Precauciones de salud$md$,
      'seed/oracion.svg', 'oracion', array['ayuno', 'oración'],
      false, null, '2025-06-01 19:10:00-05'
    )
) as v (
  id, title, slug, description, meta_description, content, cover, category, tags, is_published, published_at,
  created_at
)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
left join public.users as author on author.email = 'editor@example.org'
on conflict do nothing;

-- ---------------------------------------------------------------- videos (5 published, 1 draft)
-- Each plays a short generated clip that says it is an example (files in supabase/seed/files/teaching_media,
-- made by scripts/demo/generate.ts); duration_seconds is the clip's real length.
insert into public.videos (
  id, title, slug, description, video_url, thumbnail_url, duration_seconds, tags, is_published, published_at,
  author_id, created_at
)
select
  v.id::uuid, v.title, v.slug, v.description,
  storage_url.base || '/object/public/teaching_media/seed/videos/' || v.slug || '.mp4',
  storage_url.base || '/object/public/illustrations/' || v.cover, v.duration_seconds, v.tags, v.is_published,
  v.published_at::timestamptz, author.id, coalesce(v.published_at::timestamptz, '2025-06-02 10:00:00-05')
from (
  values
    ('20000000-0000-4000-a000-000000000001', 'El evangelio del Reino en 10 minutos', 'evangelio-del-reino',
     'Una explicación sencilla del mensaje central de Jesús, ideal para compartir con quien empieza.',
     'seed/fundamentos.svg', 7, array['fundamentos', 'reino'], true, '2025-02-23 10:00:00-05'),
    ('20000000-0000-4000-a000-000000000002', 'Escuela de oración: el Padre Nuestro', 'escuela-de-oracion-padre-nuestro',
     'Recorremos frase por frase la oración que Jesús enseñó a sus discípulos.',
     'seed/oracion.svg', 7, array['oracion', 'padre nuestro'], true, '2025-03-09 10:00:00-05'),
    ('20000000-0000-4000-a000-000000000003', 'Bautismo en el Espíritu Santo: preguntas frecuentes', 'bautismo-espiritu-santo-preguntas',
     'Respondemos las preguntas que más nos hacen sobre la obra del Espíritu en el creyente.',
     'seed/espiritu-santo.svg', 8, array['espiritu-santo', 'preguntas'], true, '2025-04-13 10:00:00-05'),
    ('20000000-0000-4000-a000-000000000004', 'Testimonio: de la ansiedad a la paz', 'testimonio-ansiedad-paz',
     'Laura cuenta cómo Dios la sostuvo durante una crisis de ansiedad y qué aprendió en el proceso.',
     'seed/fe.svg', 7, array['fe', 'testimonio'], true, '2025-04-27 10:00:00-05'),
    ('20000000-0000-4000-a000-000000000005', 'Cómo leer la Biblia en familia', 'como-leer-la-biblia-en-familia',
     'Ideas prácticas para que padres e hijos disfruten juntos de la Palabra de Dios.',
     'seed/familia.svg', 6, array['familia', 'biblia'], true, '2025-05-25 10:00:00-05'),
    ('20000000-0000-4000-a000-000000000006', 'Serie Hechos: la iglesia que transformó el mundo (avance)', 'serie-hechos-avance',
     'Avance de la próxima serie sobre el libro de los Hechos.',
     'seed/discipulado.svg', 8, array['discipulado', 'hechos'], false, null)
) as v (id, title, slug, description, cover, duration_seconds, tags, is_published, published_at)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
left join public.users as author on author.email = 'editor@example.org'
on conflict do nothing;

-- ---------------------------------------------------------------- audios (a 3-part series, 2 singles, 1 draft;
-- series, speakers, references and a transcript in seeds/library.sql)
-- Real MP3s of a synthesised voice reading a verse (scripts/demo/generate.ts); durations are theirs.
insert into public.audios (
  id, title, slug, description, audio_url, cover_art_url, duration_seconds, tags, is_published,
  published_at, speaker_id, created_at
)
select
  v.id::uuid, v.title, v.slug, v.description,
  storage_url.base || '/object/public/teaching_media/seed/audios/' || v.slug || '.mp3',
  storage_url.base || '/object/public/illustrations/' || v.cover, v.duration_seconds, v.tags,
  v.is_published, v.published_at::timestamptz, speaker.id,
  coalesce(v.published_at::timestamptz, '2025-06-03 10:00:00-05')
from (
  values
    ('30000000-0000-4000-a000-000000000001', 'Fundamentos de la fe 1: ¿Quién es Dios?', 'fundamentos-1-quien-es-dios',
     'Comenzamos la serie conociendo al Dios que se revela en la creación, en las Escrituras y en Jesucristo.',
     'seed/fundamentos.svg', 11, array['fundamentos', 'dios'], true, '2025-03-05 19:00:00-05'),
    ('30000000-0000-4000-a000-000000000002', 'Fundamentos de la fe 2: La gracia que salva', 'fundamentos-2-la-gracia-que-salva',
     'Por gracia sois salvos por medio de la fe: qué significa y por qué cambia todo.',
     'seed/fundamentos.svg', 12, array['fundamentos', 'gracia'], true, '2025-03-12 19:00:00-05'),
    ('30000000-0000-4000-a000-000000000003', 'Fundamentos de la fe 3: Nacer de nuevo', 'fundamentos-3-nacer-de-nuevo',
     'La conversación de Jesús con Nicodemo y el inicio de una vida nueva.',
     'seed/fundamentos.svg', 12, array['fundamentos', 'salvación'], true, '2025-03-19 19:00:00-05'),
    ('30000000-0000-4000-a000-000000000004', 'Meditación: Salmo 23', 'meditacion-salmo-23',
     'Una meditación guiada para descansar en el cuidado del Buen Pastor.',
     'seed/pastor.svg', 12, array['oracion', 'salmos'], true, '2025-04-09 07:00:00-05'),
    ('30000000-0000-4000-a000-000000000005', 'Perdonar como hemos sido perdonados', 'perdonar-como-hemos-sido-perdonados',
     'Predicación sobre la parábola de los dos deudores y la libertad que trae el perdón.',
     'seed/vida-cristiana.svg', 14, array['vida-cristiana', 'perdón'], true, '2025-05-11 11:00:00-05'),
    ('30000000-0000-4000-a000-000000000006', 'Fundamentos de la fe 4: La iglesia', 'fundamentos-4-la-iglesia',
     'Próximo episodio de la serie (en edición).',
     'seed/fundamentos.svg', 11, array['fundamentos', 'iglesia'], false, null)
) as v (id, title, slug, description, cover, duration_seconds, tags, is_published, published_at)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
left join public.users as speaker on speaker.email = 'pastoral@example.org'
on conflict do nothing;

-- ---------------------------------------------------------------- library (files in supabase/seed/files/resource_files)
insert into public.resources (
  id, title, description, category, tags, file_url, file_path, file_type, file_size, is_published,
  published_at, author_id, created_at
)
select
  v.id::uuid, v.title, v.description, v.category, v.tags,
  storage_url.base || '/object/public/resource_files/' || v.file_path, v.file_path, 'pdf', v.file_size,
  v.is_published, v.published_at::timestamptz, author.id,
  coalesce(v.published_at::timestamptz, '2025-06-02 12:00:00-05')
from (
  values
    ('40000000-0000-4000-a000-000000000001', 'Guía para elegir tu Biblia', 'biblias',
     'Diferencias entre traducciones y preguntas para elegir la Biblia adecuada para ti o para regalar.',
     array['biblia', 'traducciones'], 'seed/guia-para-elegir-tu-biblia.pdf', 1813, true, '2025-02-20 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000002', 'El Reino de Dios: una introducción', 'libros',
     'Libro breve en tres capítulos sobre el mensaje central de Jesús.',
     array['reino', 'fundamentos'], 'seed/el-reino-de-dios-una-introduccion.pdf', 1731, true, '2025-03-01 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000003', 'Vivir bajo el gobierno de Cristo', 'libros',
     'Cuaderno de trabajo en cuatro lecciones para aplicar el señorío de Cristo a la vida diaria.',
     array['discipulado', 'vida cristiana'], 'seed/vivir-bajo-el-gobierno-de-cristo.pdf', 1511, true, '2025-03-22 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000004', '30 días de oración', 'devocionales',
     'Un pasaje y una sugerencia de oración para cada día del mes.',
     array['oración', 'devocional'], 'seed/30-dias-de-oracion.pdf', 1544, true, '2025-04-02 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000005', 'Esperanza en la espera', 'devocionales',
     'Devocional de cuatro semanas sobre personajes bíblicos que aprendieron a esperar en Dios.',
     array['esperanza', 'devocional'], 'seed/devocional-esperanza-en-la-espera.pdf', 1388, false, null),
    ('40000000-0000-4000-a000-000000000006', 'Guía de estudio: el Sermón del Monte', 'guia',
     'Seis encuentros para grupos pequeños sobre Mateo 5 al 7.',
     array['estudio bíblico', 'grupos pequeños'], 'seed/guia-de-estudio-sermon-del-monte.pdf', 1575, true, '2025-04-25 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000007', 'Tarjetas de versículos para regalar', 'regalos',
     'Versículos de ánimo listos para imprimir, recortar y compartir.',
     array['versículos', 'ánimo'], 'seed/tarjetas-de-versiculos.pdf', 1549, true, '2025-05-10 12:00:00-05'),
    ('40000000-0000-4000-a000-000000000008', 'Historias bíblicas para colorear', 'ninos',
     'Cuatro historias bíblicas con versículo para memorizar, pensadas para leer en familia.',
     array['niños', 'familia'], 'seed/historias-biblicas-para-colorear.pdf', 1477, true, '2025-05-21 12:00:00-05')
) as v (id, title, category, description, tags, file_path, file_size, is_published, published_at)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
left join public.users as author on author.email = 'editor@example.org'
on conflict do nothing;

-- ---------------------------------------------------------------- testimonials (6 approved, 3 awaiting review)
insert into public.testimonials (id, name, email, country, testimonial_text, is_approved, created_at)
values
  ('50000000-0000-4000-a000-000000000001', 'María Fernanda López', null, 'México',
   'Llegué a Palabra Viva en el momento más oscuro de mi vida. Las enseñanzas sobre el Reino de Dios me ayudaron a entender que Dios no me había abandonado. Hoy sirvo en el grupo de oración de mi iglesia.',
   true, '2025-01-18 14:20:00-06'),
  ('50000000-0000-4000-a000-000000000002', 'Carlos Andrés Gómez', 'carlos.gomez@example.com', 'Colombia',
   'Los estudios bíblicos en línea transformaron mi matrimonio. Mi esposa y yo aprendimos a orar juntos y a perdonarnos de verdad.',
   true, '2025-02-03 20:05:00-05'),
  ('50000000-0000-4000-a000-000000000003', 'Lucía Ramírez', null, 'España',
   'Escucho los audios de la serie Fundamentos de la fe camino al trabajo. Nunca había entendido la gracia de una forma tan clara y sencilla.',
   true, '2025-03-21 08:40:00+01'),
  ('50000000-0000-4000-a000-000000000004', 'José Miguel Torres', null, 'Perú',
   'Pedí oración por la salud de mi madre y recibí un mensaje del equipo pastoral esa misma semana. Sentí el amor de una familia que no conocía.',
   true, '2025-04-11 17:30:00-05'),
  ('50000000-0000-4000-a000-000000000005', 'Ana Sofía Herrera', null, 'Argentina',
   'El devocional de 30 días de oración me devolvió el hábito de buscar a Dios cada mañana. Gracias por compartirlo gratis.',
   true, '2025-05-02 09:15:00-03'),
  ('50000000-0000-4000-a000-000000000006', 'Pedro Castillo', null, 'Guatemala',
   'Como joven tenía muchas preguntas sobre la fe. El asistente y los artículos del blog me dieron respuestas bíblicas sin juzgarme.',
   true, '2025-05-19 21:45:00-06'),
  ('50000000-0000-4000-a000-000000000007', 'Gabriela Núñez', 'gabriela.nunez@example.com', 'Chile',
   'Quiero agradecer por la guía del Sermón del Monte. La estamos usando en nuestro grupo de mujeres y ha sido de gran bendición.',
   false, '2025-06-01 11:10:00-04'),
  ('50000000-0000-4000-a000-000000000008', 'Roberto Díaz', null, 'Estados Unidos',
   'Después de años lejos de la iglesia, un video sobre el perdón me hizo volver. Todavía estoy aprendiendo, pero ya no camino solo.',
   false, '2025-06-03 19:00:00-05'),
  ('50000000-0000-4000-a000-000000000009', 'Elena Vargas', 'elena.vargas@example.com', 'Venezuela',
   'Mi hija de ocho años ama las historias bíblicas para colorear. Las leemos juntas cada noche antes de dormir.',
   false, '2025-06-04 22:30:00-04')
on conflict do nothing;

-- ---------------------------------------------------------------- donations (amounts in cents)
insert into public.donations (
  id, donor_name, donor_email, amount, currency, status, donation_date, stripe_payment_intent_id, notes
)
values
  ('60000000-0000-4000-a000-000000000001', 'María Fernanda López', 'maria.lopez@example.com', 5000, 'USD',
   'succeeded', '2025-05-02', 'pi_demo_3RkF1a2b3c4d5e6f', 'Ofrenda mensual'),
  ('60000000-0000-4000-a000-000000000002', 'Carlos Andrés Gómez', 'carlos.gomez@example.com', 10000, 'USD',
   'succeeded', '2025-05-09', 'pi_demo_3RkF7g8h9i0j1k2l', null),
  ('60000000-0000-4000-a000-000000000003', 'Lucía Ramírez', 'lucia.ramirez@example.com', 2500, 'EUR',
   'succeeded', '2025-05-15', 'pi_demo_3RkF3m4n5o6p7q8r', 'Para el proyecto de Biblias'),
  ('60000000-0000-4000-a000-000000000004', 'Iglesia Vida Nueva', 'tesoreria@example.com', 150000, 'MXN',
   'pending', '2025-05-28', null, 'Transferencia bancaria por confirmar'),
  ('60000000-0000-4000-a000-000000000005', null, 'anonimo@example.com', 2000, 'USD',
   'pending', '2025-06-02', 'pi_demo_3RkF9s0t1u2v3w4x', null),
  ('60000000-0000-4000-a000-000000000006', 'Pedro Castillo', 'pedro.castillo@example.com', 7500, 'USD',
   'failed', '2025-06-03', 'pi_demo_3RkF5y6z7a8b9c0d', 'Tarjeta rechazada; se contactó al donante')
on conflict do nothing;

-- ---------------------------------------------------------------- visitors' submissions
insert into public.subscribers (id, email, name, country, wants_reflections, subscribed_via, created_at)
values
  ('70000000-0000-4000-a000-000000000001', 'maria.lopez@example.com', 'María Fernanda López', 'México', true,
   'ParticipateSection', '2025-03-03 10:00:00-06'),
  ('70000000-0000-4000-a000-000000000002', 'jorge.perez@example.com', 'Jorge Pérez', 'Ecuador', true,
   'ExitIntentPopup', '2025-04-14 16:20:00-05'),
  ('70000000-0000-4000-a000-000000000003', 'sara.mendoza@example.com', null, 'Honduras', false,
   'BlogHighlightSection', '2025-05-06 12:45:00-06'),
  ('70000000-0000-4000-a000-000000000004', 'tomas.rivera@example.com', 'Tomás Rivera', 'España', true,
   'Unknown', '2025-05-30 09:30:00+02')
on conflict do nothing;

insert into public.prayer_requests (id, name, email, request_text, is_public, is_prayed_for, created_at)
values
  ('80000000-0000-4000-a000-000000000001', 'José Miguel Torres', 'jose.torres@example.com',
   'Por la salud de mi madre, que será operada del corazón la próxima semana.', false, true, '2025-04-08 18:00:00-05'),
  ('80000000-0000-4000-a000-000000000002', 'Claudia', null,
   'Por trabajo: llevo cuatro meses buscando empleo y a veces pierdo la esperanza.', false, false, '2025-05-27 21:10:00-05'),
  ('80000000-0000-4000-a000-000000000003', 'Familia Morales', 'familia.morales@example.com',
   'Por la restauración de nuestro matrimonio y por nuestros hijos adolescentes.', false, false, '2025-06-02 07:50:00-05')
on conflict do nothing;

insert into public.contact_inquiries (id, name, email, subject, message, interest_type, handled, created_at)
values
  ('90000000-0000-4000-a000-000000000001', 'Andrea Silva', 'andrea.silva@example.com', null,
   'Me gustaría saber cómo puedo unirme a un grupo de estudio en línea.', 'estudio_biblico', true, '2025-05-12 13:00:00-05'),
  ('90000000-0000-4000-a000-000000000002', 'Miguel Ángel Ortiz', 'miguel.ortiz@example.com', null,
   '¿Cómo puedo saber si Dios me está llamando a servir en el ministerio?', 'enviar_pregunta', false, '2025-05-29 22:15:00-05'),
  ('90000000-0000-4000-a000-000000000003', 'Patricia Ruiz', 'patricia.ruiz@example.com', 'Invitación a nuestra iglesia',
   'Somos una iglesia en Monterrey y quisiéramos invitarlos a compartir una enseñanza en nuestro congreso de jóvenes.',
   null, false, '2025-06-03 10:40:00-06')
on conflict do nothing;

insert into public.job_applications (
  id, name, email, city_country, position_interest, cv_path, cover_letter_text, status, created_at
)
values
  ('a0000000-0000-4000-a000-000000000001', 'Ana Martínez', 'ana.martinez@example.com', 'Ciudad de México, México',
   'Junior Front-End Developer', 'public/cv_Ana_Martinez_1748390400000.pdf',
   'Me apasiona la tecnología al servicio del Reino. He colaborado con el equipo de medios de mi iglesia y me encantaría aportar al sitio de Palabra Viva.',
   'En revisión', '2025-05-28 09:00:00-06'),
  ('a0000000-0000-4000-a000-000000000002', 'Daniel Rojas', 'daniel.rojas@example.com', 'Bogotá, Colombia',
   'Diseñador Gráfico', 'public/cv_Daniel_Rojas_1748908800000.pdf', null, 'Recibido', '2025-06-03 17:25:00-05')
on conflict do nothing;
