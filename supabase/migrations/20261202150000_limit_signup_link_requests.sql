-- A new sign-up private link by email (issue 33 item 1: the `resend` action of the `signups` server function,
-- netlify/lib/signups/signupsFunction.ts) as a door of its own, with the donors' link request's limits: asks
-- per address, and emails per address asked for, so nobody can fill a stranger's inbox or probe addresses
-- faster than a person would. The answer is the same whether or not the email has a booking.
insert into private.door_limits (door, max_hits, per, what) values
  ('signup_link_request', 5, interval '1 hour', 'enlaces de inscripción pedidos por dirección'),
  ('signup_link_email', 3, interval '1 hour', 'enlaces de inscripción enviados a un mismo correo');
