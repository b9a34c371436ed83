import { seedDatabase } from '@palabra-viva/local-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { ACTOR_EMAILS, ACTORS, type Actor, TABLES } from './accessMatrix.ts';
import { startTestBackend, type TestBackend } from './testBackend.ts';

export const DEMO_PASSWORD = 'demo-password-123';

export type StaffActor = Exclude<Actor, 'anon'>;

export interface ActorBackend extends TestBackend {
  /** The service role: sets up fixtures and checks what really is in the database. */
  service: SupabaseClient<Database>;
  /** One real supabase-js client per actor, the signed-in ones with their own session. */
  as: Record<Actor, SupabaseClient<Database>>;
  /** auth.users ids of the signed-in actors. */
  ids: Record<StaffActor, string>;
}

/**
 * A seeded backend (rows and files, plus the matrix's fixtures for tables the seed leaves empty) and a
 * signed-in member without a staff role, created the way an admin would: through the auth admin API.
 */
export async function startActorBackend(): Promise<ActorBackend> {
  const t = await startTestBackend();
  await seedDatabase(t.backend);
  const service = t.client('service_role');
  const created = await service.auth.admin.createUser({
    email: ACTOR_EMAILS.member,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  for (const [table, { fixtures }] of Object.entries(TABLES)) {
    if (!fixtures) continue;
    const { error } = await untyped(service).from(table).insert(fixtures);
    if (error) throw error;
  }
  const entries = await Promise.all(
    ACTORS.map(async (actor) => {
      const client =
        actor === 'anon' ? t.client('anon') : await t.signedIn(ACTOR_EMAILS[actor], DEMO_PASSWORD);
      return [actor, client] as const;
    }),
  );
  const as = Object.fromEntries(entries) as Record<Actor, SupabaseClient<Database>>;
  const ids = {} as Record<StaffActor, string>;
  for (const actor of ACTORS) {
    if (actor === 'anon') continue;
    const { data, error } = await as[actor].auth.getUser();
    if (error || !data.user) throw error ?? new Error(`sin usuario para ${actor}`);
    ids[actor] = data.user.id;
  }
  return { ...t, service, as, ids };
}

/** The same client without the generated types, for table names that come from data. */
export const untyped = (client: SupabaseClient<Database>) => client as unknown as SupabaseClient;

/** 42501 answers 401 to the anon role and 403 to everyone else (PostgREST's rule). */
export const deniedStatus = (actor: Actor) => (actor === 'anon' ? 401 : 403);

/** What `.single()` gets when no row matches (or RLS hides it): the admin's "no encontrado". */
export const NO_SINGLE_ROW = {
  status: 406,
  data: null,
  error: {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: 'The result contains 0 rows',
    hint: null,
  },
};
