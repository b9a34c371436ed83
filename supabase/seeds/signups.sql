-- Demo sign-ups (issue 33): registration for the conference (one-off, two questions) and for every
-- youth night (weekly), a closed list on the draft retreat, and three Sunday serving shifts. The youth
-- night's next date already has a few people so `npm start` shows the counts, the list and the check-in.
-- Re-runnable: fixed ids and `on conflict do nothing`.
insert into public.signup_lists (id, kind, event_id, capacity, waitlist_limit, closes_minutes_before, questions, is_open)
values
  ('71000000-0000-4000-a000-000000000001', 'event', '70000000-0000-4000-a000-000000000005', 40, null, 0,
   '[{"id": "iglesia", "label": "¿De qué iglesia vienes?", "type": "text", "required": false},
     {"id": "comida", "label": "Comida", "type": "choice", "required": true, "options": ["Normal", "Vegetariana", "Sin gluten"]}]',
   true),
  ('71000000-0000-4000-a000-000000000002', 'event', '70000000-0000-4000-a000-000000000003', 12, 10, 120,
   '[{"id": "edad", "label": "Edad", "type": "number", "required": true}]', true),
  ('71000000-0000-4000-a000-000000000003', 'event', '70000000-0000-4000-a000-000000000006', 30, null, 0, '[]', false)
on conflict do nothing;

insert into public.signup_lists (
  id, kind, title, description, starts_at, ends_at, time_zone, recurrence_rule, capacity, waitlist_limit,
  closes_minutes_before
)
values
  ('71000000-0000-4000-a000-000000000011', 'shift', 'Bienvenida',
   'Recibe a quienes llegan, entrega el boletín y ayuda a encontrar asiento.',
   '2025-01-05 09:30', '2025-01-05 12:00', 'America/Mexico_City', 'FREQ=WEEKLY;BYDAY=SU', 4, 0, 720),
  ('71000000-0000-4000-a000-000000000012', 'shift', 'Clase de niños',
   'Acompaña a la maestra de turno con los niños de 4 a 10 años durante el servicio.',
   '2025-01-05 09:45', '2025-01-05 12:00', 'America/Mexico_City', 'FREQ=WEEKLY;BYDAY=SU', 3, 0, 720),
  ('71000000-0000-4000-a000-000000000013', 'shift', 'Sonido y transmisión',
   'Prueba de sonido, consola y transmisión en vivo del servicio.',
   '2025-01-05 09:00', '2025-01-05 12:00', 'America/Mexico_City', 'FREQ=WEEKLY;BYDAY=SU', 2, 0, 720)
on conflict do nothing;

-- The next youth night (Saturday 16:00) and the next Sunday's welcome team, in the ministry's zone.
with zone (today) as (
  select (now() at time zone 'America/Mexico_City')::date
),
next_day (saturday, sunday) as (
  select today + (7 - (extract(isodow from today)::int + 1) % 7), today + (7 - extract(isodow from today)::int % 7)
  from zone
)
insert into public.signup_dates (id, list_id, starts_at)
select d.id::uuid, d.list_id::uuid, d.starts_at
from next_day cross join lateral (
  values
    ('72000000-0000-4000-a000-000000000001', '71000000-0000-4000-a000-000000000002',
     (next_day.saturday + time '16:00') at time zone 'America/Mexico_City'),
    ('72000000-0000-4000-a000-000000000002', '71000000-0000-4000-a000-000000000011',
     (next_day.sunday + time '09:30') at time zone 'America/Mexico_City')
) as d (id, list_id, starts_at)
on conflict do nothing;

insert into public.signups (id, date_id, booking_id, status, name, email, phone, whatsapp_consent, answers)
values
  ('73000000-0000-4000-a000-000000000001', '72000000-0000-4000-a000-000000000001',
   '74000000-0000-4000-a000-000000000001', 'confirmed', 'Daniela Ríos', 'daniela@example.com', null, false,
   '{"edad": 19}'),
  ('73000000-0000-4000-a000-000000000002', '72000000-0000-4000-a000-000000000001',
   '74000000-0000-4000-a000-000000000002', 'confirmed', 'Mateo Salas', null, '+5215512345678', true,
   '{"edad": 22}'),
  ('73000000-0000-4000-a000-000000000003', '72000000-0000-4000-a000-000000000002',
   '74000000-0000-4000-a000-000000000003', 'confirmed', 'Lucía Herrera', 'lucia@example.com', null, false, '{}'),
  ('73000000-0000-4000-a000-000000000004', '72000000-0000-4000-a000-000000000002',
   '74000000-0000-4000-a000-000000000004', 'confirmed', 'Tomás Vega', 'tomas@example.com', null, false, '{}')
on conflict do nothing;
