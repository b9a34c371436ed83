-- Demo small groups (issue 33 item 4): four published groups of different kinds and days, one draft, their
-- private addresses (the draft has none yet), and requests in each state, so `npm start` shows «Completo» and the admin's lists.
-- Re-runnable: fixed ids and `on conflict do nothing`.
insert into public.groups (
  id, slug, name, kind, description, day_of_week, meets_at, zone, leader_first_name, capacity, is_published
)
values
  ('7a000000-0000-4000-a000-000000000001', 'jovenes-del-centro', 'Jóvenes del Centro', 'jovenes',
   'Estudio bíblico, alabanza y cena sencilla para jóvenes de 18 a 30 años.', 5, '19:30', 'Centro', 'Daniel', 12, true),
  ('7a000000-0000-4000-a000-000000000002', 'matrimonios-coyoacan', 'Matrimonios en Coyoacán', 'matrimonios',
   'Parejas que leen juntas un libro sobre el matrimonio y oran unas por otras.', 3, '20:00', 'Coyoacán', 'Laura', 6, true),
  ('7a000000-0000-4000-a000-000000000003', 'mujeres-de-la-roma', 'Mujeres de la Roma', 'mujeres',
   'Café, estudio de Rut y tiempo de oración.', 2, '10:00', 'Col. Roma', 'Marta', 2, true),
  ('7a000000-0000-4000-a000-000000000004', 'familias-del-sur', 'Familias del Sur', 'familias',
   'Niños y padres juntos: una historia bíblica, juegos y merienda.', 6, '17:00', 'Tlalpan', 'Andrés', 20, true),
  ('7a000000-0000-4000-a000-000000000005', 'hombres-madrugadores', 'Hombres madrugadores', 'hombres',
   'Todavía en preparación.', 4, '06:30', 'Narvarte', 'Jorge', 10, false)
on conflict do nothing;

insert into public.group_addresses (group_id, address, leader_email)
values
  ('7a000000-0000-4000-a000-000000000001', 'Calle Regina 57, departamento 3, Centro', 'daniel@example.org'),
  ('7a000000-0000-4000-a000-000000000002', 'Avenida Francisco Sosa 120, Coyoacán', 'laura@example.org'),
  ('7a000000-0000-4000-a000-000000000003', 'Calle Orizaba 88, casa 2, Col. Roma', 'marta@example.org'),
  ('7a000000-0000-4000-a000-000000000004', 'Calle Moneda 14, Tlalpan', 'andres@example.org')
on conflict do nothing;

-- Mujeres de la Roma is full (two accepted of two); Jóvenes del Centro has one request waiting.
insert into public.group_join_requests (id, group_id, status, name, email, message, decided_at)
values
  ('7b000000-0000-4000-a000-000000000001', '7a000000-0000-4000-a000-000000000003', 'accepted', 'Rosa Méndez',
   'rosa@example.com', '', now()),
  ('7b000000-0000-4000-a000-000000000002', '7a000000-0000-4000-a000-000000000003', 'accepted', 'Elena Ruiz',
   'elena@example.com', '', now()),
  ('7b000000-0000-4000-a000-000000000003', '7a000000-0000-4000-a000-000000000001', 'pending', 'Samuel Ortiz',
   'samuel@example.com', 'Me mudé al centro y busco un grupo entre semana.', null),
  ('7b000000-0000-4000-a000-000000000004', '7a000000-0000-4000-a000-000000000002', 'declined', 'Iván Soto',
   'ivan@example.com', '', now())
on conflict do nothing;
