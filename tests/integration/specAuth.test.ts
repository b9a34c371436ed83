import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, DEMO_PASSWORD, startActorBackend } from '../support/actorClients.ts';

/** docs/spec.md §7 "Authentication": the admin's sign-in, session reads, change events and sign-out. */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

describe('the admin session', () => {
  it('signs in with password, reads user and session, watches events and signs out', async () => {
    const client = b.client('anon');
    const events: AuthChangeEvent[] = [];
    let initialised: () => void = () => {};
    const initialSession = new Promise<void>((resolve) => {
      initialised = resolve;
    });
    const { data: listener } = client.auth.onAuthStateChange((event) => {
      events.push(event);
      if (event === 'INITIAL_SESSION') initialised();
    });
    // The admin subscribes at start-up; waiting for the first event keeps the order deterministic.
    await initialSession;

    const { data, error } = await client.auth.signInWithPassword({
      email: 'editor@example.org',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: b.ids.editor, email: 'editor@example.org', role: 'authenticated' });
    expect(data.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      expires_at: expect.any(Number),
      token_type: 'bearer',
      user: { id: b.ids.editor },
    });

    const user = await client.auth.getUser();
    expect(user).toMatchObject({ error: null, data: { user: { id: b.ids.editor } } });
    const session = await client.auth.getSession();
    expect(session.data.session?.access_token).toBe(data.session!.access_token);
    // The admin chooses its screen from the signed-in person's own role.
    const role = await client.from('users').select('role').eq('id', b.ids.editor).single();
    expect(role.data).toEqual({ role: 'editor' });

    expect(await client.auth.signOut()).toEqual({ error: null });
    expect((await client.auth.getSession()).data.session).toBeNull();
    const after = await client.auth.getUser();
    expect(after.data.user).toBeNull();
    expect(after.error).toMatchObject({ name: 'AuthSessionMissingError', message: 'Auth session missing!' });

    listener.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });

  it('signing out revokes the refresh token of that session', async () => {
    const client = b.client('anon');
    const { data } = await client.auth.signInWithPassword({
      email: 'admin@example.org',
      password: DEMO_PASSWORD,
    });
    await client.auth.signOut();
    const reuse = await b.client('anon').auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it.each([
    ['a wrong password', 'admin@example.org', 'otra-clave-123'],
    ['an unknown email', 'nadie@example.org', DEMO_PASSWORD],
  ])(
    'refuses %s with invalid_credentials ("Email o contraseña incorrectos.")',
    async (_case, email, password) => {
      const { data, error } = await b.client('anon').auth.signInWithPassword({ email, password });
      expect(data).toEqual({ user: null, session: null });
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    },
  );

  it('a member without a staff role signs in but reads a null role (no-access screen)', async () => {
    const role = await b.as.member.from('users').select('role').eq('id', b.ids.member).single();
    expect(role).toMatchObject({ error: null, data: { role: null } });
  });
});
