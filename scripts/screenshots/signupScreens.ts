import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { nextOccurrences } from '#core/events/recurrence.ts';
import type { Screen } from './screens.ts';

const PEOPLE = [
  ['Ana López', 'M', 'ana.lopez@example.org', null],
  ['Bruno Díaz', 'L', null, '+5215512345678'],
  ['Carla Ruiz', 'S', 'carla@example.org', null],
  ['David Pérez', 'M', 'david@example.org', '+34600123456'],
  ['Elena Gómez', 'S', 'elena@example.org', null],
] as const;

/**
 * «Inscripciones» with something to show: the first published event gets a registration of four places
 * and a question, and five people sign up for its next date through the engine (the fifth waits, the
 * first has checked in). Returns the registration, the date's list and its check-in screens.
 */
export async function signupScreens(db: SupabaseClient<Database>): Promise<Screen[]> {
  const { data: event, error } = await db
    .from('events')
    .select('id, starts_at, ends_at, time_zone, recurrence_rule, recurrence_exceptions')
    .eq('is_published', true)
    .order('created_at')
    .limit(1)
    .single();
  if (error) throw error;
  const [next] = nextOccurrences(
    {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      timeZone: event.time_zone,
      recurrenceRule: event.recurrence_rule,
      exceptions: event.recurrence_exceptions,
    },
    new Date(),
    1,
  );
  const panel = (path: string, label: string): Screen => ({ group: 'panel', label, path });
  const registration = panel(`/admin/inscripciones/${event.id}`, 'inscripciones/evento');
  if (!next) return [registration];
  const existing = await db.from('signup_lists').select('id').eq('event_id', event.id).maybeSingle();
  const created = existing.data
    ? existing
    : await db
        .from('signup_lists')
        .insert({
          kind: 'event',
          event_id: event.id,
          capacity: 4,
          closes_minutes_before: 60,
          questions: [
            { id: 'talla', label: 'Talla de camiseta', type: 'choice', required: true, options: ['S', 'M', 'L'] },
          ],
        })
        .select('id')
        .single();
  if (created.error) throw created.error;
  const list = created.data as { id: string };
  for (const [index, [name, size, email, phone]] of PEOPLE.entries()) {
    const { data, error: takeError } = await db.rpc('take_signup_places', {
      list_id: list.id,
      starts: [next.start.toInstant().toString()],
      person: { name, email, phone, whatsapp_consent: phone !== null },
      answers: { talla: size },
      link_hash: randomBytes(32).toString('hex'),
      link_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      client_address: `198.51.100.${index + 1}`,
    });
    // A second run on the same data finds these people already signed up (23505): nothing to add.
    if (takeError && takeError.code !== '23505') throw takeError;
    const signupId = data?.[0]?.signup_id;
    if (signupId && index === 0)
      await db.from('signups').update({ attended_at: new Date().toISOString() }).eq('id', signupId);
  }
  const { data: date } = await db.from('signup_dates').select('id').eq('list_id', list.id).order('starts_at').limit(1).single();
  const roster = `/admin/inscripciones/${event.id}/fechas/${date?.id ?? ''}`;
  return [
    panel('/admin/inscripciones', 'inscripciones'),
    registration,
    panel(roster, 'inscripciones/fecha'),
    panel(`${roster}/asistencia`, 'inscripciones/asistencia'),
  ];
}
