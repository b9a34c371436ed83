import { randomBytes } from 'node:crypto';
import type { Database } from '#core/database.types.ts';
import type { ServiceClient } from '../../netlify/lib/mail/outboxStore.ts';
import { mailPromotions } from '../../netlify/lib/signups/promotionMail.ts';

/**
 * The sign-up race of issue 33 ("Done when"): `clients` people at once for the last `lastPlaces` places
 * of a date, each with its own client and address, through the API the server function calls; then
 * `lastPlaces` cancellations at once, and the promotion emails queued twice (the second run must add
 * nothing). Shared by `npm run bench:signups` (a backend process, both databases) and
 * tests/integration/signupRace.test.ts (in process).
 */
export interface SignupRaceOptions {
  /** The service-role client that seeds and checks. */
  service: ServiceClient;
  /** A new service-role client per racing person (its own connection, as separate function calls). */
  newClient: () => ServiceClient;
  clients: number;
  lastPlaces: number;
  /** Places of the date; all but `lastPlaces` are taken before the race. */
  capacity: number;
}

export interface SignupRaceFigures {
  confirmed: number;
  waitlisted: number;
  errors: string[];
  /** Waitlisted racers whose reported position disagrees with their arrival order (must be 0). */
  outOfOrder: number;
  raceMs: number;
  promoted: number;
  /** Promoted people who were not the first waitlisted, in arrival order (must be 0). */
  wrongPromotions: number;
  /** signup_promoted emails in the outbox for the promoted; and the most any one of them got. */
  emails: number;
  mostEmailsToOnePerson: number;
  /** Emails the mailing after the cancellations queued, and a second run added (must be 0). */
  firstRunQueued: number;
  secondRunQueued: number;
  cancelMs: number;
}

type Place = Database['public']['CompositeTypes']['signup_place'];

const linkHash = () => randomBytes(32).toString('hex');
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
};

async function seedList(service: ServiceClient, capacity: number) {
  const slug = `carrera-${randomBytes(4).toString('hex')}`;
  const event = await service
    .from('events')
    .insert({
      title: 'Retiro de la carrera',
      slug,
      location_name: 'Templo',
      starts_at: '2026-01-03T09:00:00',
      ends_at: '2026-01-03T12:00:00',
      time_zone: 'America/Mexico_City',
      recurrence_rule: 'FREQ=DAILY',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single();
  if (event.error) throw event.error;
  const list = await service
    .from('signup_lists')
    .insert({ kind: 'event', event_id: event.data.id, capacity })
    .select('id')
    .single();
  if (list.error) throw list.error;
  return list.data.id;
}

function take(client: ServiceClient, listId: string, day: string, n: number) {
  return client.rpc('take_signup_places', {
    list_id: listId,
    starts: [day],
    person: { name: `Persona ${n}`, email: `carrera${n}@example.org` },
    answers: {},
    link_hash: linkHash(),
    link_expires_at: inDays(30),
    // One address per person, as the gateway reports it: the race is not a rate-limit test.
    client_address: `198.18.${Math.floor(n / 250)}.${n % 250}`,
  });
}

export async function runSignupRace(options: SignupRaceOptions): Promise<SignupRaceFigures> {
  const { service, clients, lastPlaces, capacity } = options;
  const listId = await seedList(service, capacity);
  const day = inDays(7);
  for (let n = 0; n < capacity - lastPlaces; n += 1) {
    const { error } = await take(service, listId, day, n);
    if (error) throw error;
  }

  const errors: string[] = [];
  const racers = Array.from({ length: clients }, (_, i) => ({ n: 1000 + i, client: options.newClient() }));
  const raceStart = performance.now();
  const answers = await Promise.all(
    racers.map(async ({ n, client }) => {
      const { data, error } = await take(client, listId, day, n);
      if (error) errors.push(`${error.code}: ${error.message}`);
      return (data ?? [])[0] as Place | undefined;
    }),
  );
  const raceMs = performance.now() - raceStart;
  const places = answers.filter((place): place is Place => place !== undefined);
  const confirmed = places.filter((place) => place.status === 'confirmed');
  const waitlisted = places.filter((place) => place.status === 'waitlisted');

  // The waiting list as the database holds it, in arrival order: position k must be the k-th arrival.
  const rows = await service
    .from('signups')
    .select('id, status, arrival, signup_dates!inner(list_id)')
    .eq('signup_dates.list_id', listId)
    .order('arrival');
  if (rows.error) throw rows.error;
  const waitingInOrder = rows.data.filter((row) => row.status === 'waitlisted').map((row) => row.id);
  const reported = new Map(waitlisted.map((place) => [place.signup_id, place.waitlist_position]));
  const outOfOrder = waitingInOrder.filter((id, index) => reported.get(id) !== index + 1).length;

  const cancelStart = performance.now();
  const cancelled = await Promise.all(
    confirmed.slice(0, lastPlaces).map(async (place) => {
      const { data, error } = await options.newClient().rpc('cancel_signup', { signup_id: place.signup_id! });
      if (error) errors.push(`${error.code}: ${error.message}`);
      return (data ?? []).map((row) => row.id);
    }),
  );
  const first = await mailPromotions(service, 'https://example.org');
  const cancelMs = performance.now() - cancelStart;
  const second = await mailPromotions(service, 'https://example.org');
  const promotedIds = cancelled.flat();
  const expected = new Set(waitingInOrder.slice(0, lastPlaces));
  const wrongPromotions = promotedIds.filter((id) => !expected.has(id)).length;

  const outbox = await service
    .from('email_outbox')
    .select('recipient')
    .in(
      'idempotency_key',
      promotedIds.map((id) => `signup_promoted:${id}`),
    );
  if (outbox.error) throw outbox.error;
  const perRecipient = new Map<string, number>();
  for (const { recipient } of outbox.data)
    perRecipient.set(recipient, (perRecipient.get(recipient) ?? 0) + 1);

  return {
    confirmed: confirmed.length,
    waitlisted: waitlisted.length,
    errors,
    outOfOrder,
    raceMs,
    promoted: promotedIds.length,
    wrongPromotions,
    emails: outbox.data.length,
    mostEmailsToOnePerson: Math.max(0, ...perRecipient.values()),
    firstRunQueued: first.queued,
    secondRunQueued: second.queued,
    cancelMs,
  };
}

export const describeSignupRace = (f: SignupRaceFigures) =>
  `${f.confirmed} confirmadas y ${f.waitlisted} en espera (${f.outOfOrder} fuera de orden) en ${f.raceMs.toFixed(0)} ms; ` +
  `${f.promoted} promovidas (${f.wrongPromotions} equivocadas), ${f.emails} correos (máx. ${f.mostEmailsToOnePerson} por persona, ` +
  `${f.secondRunQueued} al repetir) en ${f.cancelMs.toFixed(0)} ms; ${f.errors.length} errores`;
