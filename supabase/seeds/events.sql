-- Demo gatherings (issue 19): the weekly services, the Bible study every third Wednesday and a one-off
-- conference, so `npm start` shows a real calendar, plus one draft nobody may see. Wall-clock times in the
-- ministry's zone (core/siteConfig.ts). The recurring ones began in January 2025; the conference and the
-- youth night's cancelled date are placed a few weeks after the day the demo is first loaded, so they are
-- always ahead. The conference's cover is a photo as staff-upload stores it, with its 320 px twin
-- (scripts/demo/eventCover.ts, seed/files/blog_images/). Re-runnable: fixed ids and `on conflict do nothing`.
with zone (name, today) as (
  select 'America/Mexico_City', (now() at time zone 'America/Mexico_City')::date
),
storage_url (base) as (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1')
),
-- Monday of the week four weeks from today: the conference is that Friday and Saturday.
ahead (monday) as (
  select date_trunc('week', today + 28)::date from zone
)
insert into public.events (
  id, title, slug, description, image_url, location_name, location_address, online_url, starts_at, ends_at,
  time_zone, recurrence_rule, recurrence_exceptions, is_published, published_at
)
select
  e.id::uuid, e.title, e.slug, e.description,
  case when e.cover is null then null else storage_url.base || '/object/public/blog_images/' || e.cover end,
  e.location_name, e.location_address, e.online_url, e.starts_at, e.ends_at, zone.name, e.recurrence_rule,
  e.recurrence_exceptions, e.is_published, case when e.is_published then '2025-01-01 00:00:00-06'::timestamptz end
from zone cross join storage_url cross join ahead
cross join lateral (
  values
    ('70000000-0000-4000-a000-000000000001', 'Servicio Dominical', 'servicio-dominical',
     'Adoración, oración y la predicación de la Palabra. Ven con tu familia: hay clases para niños durante el servicio. También lo transmitimos en vivo.',
     null, 'Palabra Viva', 'Calle Esperanza 123, Ciudad de Ejemplo', 'https://www.youtube.com/@palabraviva/live',
     '2025-01-05 10:00'::timestamp, '2025-01-05 12:00'::timestamp, 'FREQ=WEEKLY;BYDAY=SU', '{}'::timestamp[], true),
    ('70000000-0000-4000-a000-000000000002', 'Reunión de Oración', 'reunion-de-oracion',
     'Cada viernes nos unimos para orar por las familias, la iglesia y las naciones. Trae tus peticiones.',
     null, 'Palabra Viva', 'Calle Esperanza 123, Ciudad de Ejemplo', null,
     '2025-01-03 18:30'::timestamp, '2025-01-03 20:00'::timestamp, 'FREQ=WEEKLY;BYDAY=FR', '{}'::timestamp[], true),
    ('70000000-0000-4000-a000-000000000003', 'Noche de Jóvenes', 'noche-de-jovenes',
     'Alabanza, Palabra y comunidad para jóvenes de 15 a 30 años. No hay reunión el sábado de la conferencia.',
     null, 'Palabra Viva', 'Calle Esperanza 123, Ciudad de Ejemplo', null,
     '2025-01-04 16:00'::timestamp, '2025-01-04 18:00'::timestamp, 'FREQ=WEEKLY;BYDAY=SA',
     array[(ahead.monday + 5) + time '16:00'], true),
    ('70000000-0000-4000-a000-000000000004', 'Estudio bíblico', 'estudio-biblico',
     'Estudiamos juntos un libro de la Biblia, capítulo a capítulo, con tiempo para preguntas. Presencial y en línea.',
     null, 'Palabra Viva', 'Calle Esperanza 123, Ciudad de Ejemplo', 'https://www.youtube.com/@palabraviva/live',
     '2025-01-15 19:00'::timestamp, '2025-01-15 20:30'::timestamp, 'FREQ=MONTHLY;BYDAY=3WE', '{}'::timestamp[], true),
    ('70000000-0000-4000-a000-000000000005', 'Conferencia: Venga tu Reino', 'conferencia-venga-tu-reino',
     'Dos días de enseñanza, adoración y oración sobre el Reino de Dios con invitados de varios países. Entrada libre; se recomienda llegar temprano.',
     'public/1735711200000-portada-amanecer.webp', 'Auditorio Central', 'Av. de la Paz 450, Ciudad de Ejemplo', null,
     (ahead.monday + 4) + time '18:00', (ahead.monday + 5) + time '14:00', null, '{}'::timestamp[], true),
    ('70000000-0000-4000-a000-000000000006', 'Retiro de matrimonios (borrador)', 'retiro-de-matrimonios',
     'Todavía en preparación.', null, 'Por confirmar', null, null,
     (ahead.monday + 12) + time '09:00', (ahead.monday + 13) + time '17:00', null, '{}'::timestamp[], false)
) as e (
  id, title, slug, description, cover, location_name, location_address, online_url, starts_at, ends_at,
  recurrence_rule, recurrence_exceptions, is_published
)
on conflict do nothing;
