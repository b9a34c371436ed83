import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import type { Screen } from './screens.ts';

/**
 * «Inscripciones» with something to show. The demo seeds a few people on the next youth night
 * (supabase/seeds/signups.sql); here that date gets three places of its own and two more people sign up
 * through the engine, so the list shows a waiting person, and the first person has checked in.
 */
export async function signupScreens(db: SupabaseClient<Database>): Promise<Screen[]> {
  const panel = (path: string, label: string): Screen => ({ group: 'panel', label, path });
  const { data: lists, error: listsError } = await db
    .from('signup_lists')
    .select('id, event_id')
    .eq('kind', 'event');
  if (listsError) throw listsError;
  const { data: date, error } = await db
    .from('signup_dates')
    .select('id, list_id, starts_at')
    .in(
      'list_id',
      lists.map((list) => list.id),
    )
    .gt('starts_at', new Date().toISOString())
    .order('starts_at')
    .limit(1)
    .single();
  if (error) throw error;
  const eventId = lists.find((list) => list.id === date.list_id)?.event_id as string;
  await db.from('signup_dates').update({ capacity: 3 }).eq('id', date.id);
  for (const [index, name] of ['Inés Campos', 'Raúl Ortega'].entries()) {
    const { error: takeError } = await db.rpc('take_signup_places', {
      list_id: date.list_id,
      starts: [date.starts_at],
      person: { name, email: `demo${index}@example.org` },
      answers: { edad: 20 + index },
      link_hash: randomBytes(32).toString('hex'),
      link_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      client_address: `198.51.100.${index + 1}`,
    });
    // A second run on the same data finds them already signed up (23505): nothing to add.
    if (takeError && takeError.code !== '23505') throw takeError;
  }
  const { data: first } = await db
    .from('signups')
    .select('id')
    .eq('date_id', date.id)
    .order('arrival')
    .limit(1)
    .single();
  if (first) await db.from('signups').update({ attended_at: new Date().toISOString() }).eq('id', first.id);
  const roster = `/admin/inscripciones/${eventId}/fechas/${date.id}`;
  return [
    panel('/admin/inscripciones', 'inscripciones'),
    panel(`/admin/inscripciones/${eventId}`, 'inscripciones/evento'),
    panel(roster, 'inscripciones/fecha'),
    panel(`${roster}/asistencia`, 'inscripciones/asistencia'),
  ];
}
