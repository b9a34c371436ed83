-- Demo prayer wall (issue 17): requests the pastoral team already approved, so `npm start` shows /oracion
-- as visitors will see it, plus one wall request waiting for moderation («Muro: por revisar»). Approved a
-- few days before the demo is first loaded and on the wall for the default 30 days from then, so they stay
-- up for the demo's first weeks and then leave the wall by the same expiry as real ones. No private link:
-- a demo request has no token. Re-runnable: fixed ids and `on conflict do nothing`.
insert into public.prayer_requests (
  id, name, email, request_text, is_public, is_prayed_for, visibility, status, public_text, display_name,
  is_urgent, category, approved_at, expires_at, prayed_count, created_at
)
select
  r.id::uuid, r.name, null, r.request_text, false, r.is_prayed_for, r.visibility, r.status,
  case when r.status = 'approved' then coalesce(r.public_text, r.request_text) end,
  case when r.status = 'approved' and r.visibility = 'named' then split_part(r.name, ' ', 1) end,
  r.is_urgent, r.category,
  case when r.status = 'approved' then now() - make_interval(days => r.days_ago) end,
  case when r.status = 'approved' then now() - make_interval(days => r.days_ago) + interval '30 days' end,
  r.prayed_count, now() - make_interval(days => r.days_ago + 1)
from (
  values
    ('81000000-0000-4000-a000-000000000001', 'Marta Jiménez', 'named', 'approved', true, 'Salud',
     'Por mi hijo Tomás, que será operado del corazón este jueves en el Hospital Central. Que los médicos tengan sabiduría.',
     'Por mi hijo, que será operado del corazón esta semana. Que los médicos tengan sabiduría y él se recupere pronto.',
     1, 14, true),
    ('81000000-0000-4000-a000-000000000002', 'Patricia Gómez', 'anonymous', 'approved', false, 'Trabajo',
     'Llevo seis meses sin empleo y tengo dos hijas pequeñas. Pido provisión y que no me falte la esperanza.',
     null, 3, 27, true),
    ('81000000-0000-4000-a000-000000000003', 'Esteban Rojas', 'named', 'approved', false, 'Familia',
     'Por la restauración de mi matrimonio. Mi esposa y yo empezamos consejería y queremos volver a confiar el uno en el otro.',
     null, 5, 31, true),
    ('81000000-0000-4000-a000-000000000004', 'Andrés Molina', 'anonymous', 'approved', false, null,
     'Por mi fe: estoy pasando una temporada de sequía espiritual y me cuesta orar. Quiero volver a sentir la cercanía de Dios.',
     null, 8, 19, false),
    ('81000000-0000-4000-a000-000000000005', 'Lucía Fernández', 'named', 'approved', false, 'Estudios',
     'Presento mis exámenes finales de enfermería en dos semanas. Pido paz, memoria y que Dios me use para servir a otros.',
     null, 11, 9, false),
    ('81000000-0000-4000-a000-000000000006', 'Ramiro Castillo', 'named', 'pending', false, null,
     'Por mi padre Ernesto, internado en la clínica San José de Cali desde el lunes con neumonía.',
     null, 0, 0, false)
) as r (id, name, visibility, status, is_urgent, category, request_text, public_text, days_ago, prayed_count,
        is_prayed_for)
on conflict do nothing;
