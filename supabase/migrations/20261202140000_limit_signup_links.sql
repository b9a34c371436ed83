-- The sign-up private link (/inscripcion/gestionar#acceso=…, issue 33) as a door of its own (issue 30 item 2):
-- the same limits as the donors' link, counted in the database through public.knock_on_door by the
-- `signups` server function (netlify/lib/signups/signupsFunction.ts): tries per address, per token, and
-- uses of the session an opened link gives.
insert into private.door_limits (door, max_hits, per, what) values
  ('signup_link_open', 10, interval '15 minutes', 'enlaces de inscripción probados por dirección'),
  ('signup_link_token', 5, interval '15 minutes', 'intentos con un mismo enlace de inscripción'),
  ('signup_session', 120, interval '15 minutes', 'consultas con una misma sesión de inscripción');
