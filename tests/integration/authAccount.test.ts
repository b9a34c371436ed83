import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, jsonRequest, startAuthHarness } from '../support/authHarness.ts';

const PASSWORD = 'demo-password-123';

describe('auth: a user managing their own account', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    const admin = t.client('service_role');
    for (const email of ['ana@example.org', 'luis@example.org', 'taken@example.org']) {
      await admin.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { lang: 'es' },
      });
    }
  });
  afterAll(() => t.close());

  const signIn = async (email = 'ana@example.org', password = PASSWORD) => {
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { client, session: data.session! };
  };

  it('merges user_metadata from `data`, null deleting a key', async () => {
    const { client } = await signIn();
    await client.auth.updateUser({ data: { name: 'Ana', theme: 'dark' } });
    const { data, error } = await client.auth.updateUser({ data: { theme: null } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ lang: 'es', name: 'Ana', email_verified: true });
    expect((await client.auth.getUser()).data.user!.user_metadata).toMatchObject({ name: 'Ana' });
  });

  it('refuses weak, identical and too long passwords with GoTrue codes', async () => {
    const { client } = await signIn();
    const weak = await client.auth.updateUser({ password: '12345' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length', 'characters'],
    });
    expect(weak.error!.message).toMatch(/^Password should be at least 10 characters\. /);
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    expect((await client.auth.updateUser({ password: 'x'.repeat(73) })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('refuses an email already registered and app_metadata from a non-admin', async () => {
    const { client } = await signIn();
    expect((await client.auth.updateUser({ email: 'Taken@example.org' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const { session } = await signIn();
    const response = await t.auth(
      '/user',
      jsonRequest(
        'PUT',
        { app_metadata: { role: 'admin' } },
        { Authorization: `Bearer ${session.access_token}` },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    });
  });

  it('keeps the email until the change is confirmed by mail (authEmailChange.test.ts follows the links)', async () => {
    await t
      .client('service_role')
      .auth.admin.createUser({ email: 'old@example.org', password: PASSWORD, email_confirm: true });
    const { client } = await signIn('old@example.org');
    const { data, error } = await client.auth.updateUser({ email: 'New@Example.org' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'old@example.org', new_email: 'new@example.org' });
    expect(data.user!.email_change_sent_at).toEqual(expect.any(String));
  });

  it('changes the password, ending the other sessions but not this one', async () => {
    const other = await signIn('luis@example.org');
    const { client } = await signIn('luis@example.org');
    expect((await client.auth.updateUser({ password: 'new-password-456' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    // auth-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    expect((await other.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(
      (await t.client().auth.signInWithPassword({ email: 'luis@example.org', password: PASSWORD })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
    await signIn('luis@example.org', 'new-password-456');
  });

  it('signs out: the refresh token dies and /user reports session_not_found', async () => {
    const { client, session } = await signIn();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refreshed = await t.auth(
      '/token?grant_type=refresh_token',
      jsonRequest('POST', { refresh_token: session.refresh_token }),
    );
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await t.client().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await t.auth('/user', {
      headers: { Authorization: `Bearer ${session.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it.each([
    ['others', [false, true, false]],
    ['global', [false, false, false]],
  ] as const)('signs out with scope %s, leaving sessions alive: %j', async (scope, survivors) => {
    const sessions = [await signIn(), await signIn(), await signIn()];
    const [, current] = sessions;
    expect((await current!.client.auth.signOut({ scope })).error).toBeNull();
    const alive = await Promise.all(
      sessions.map(
        async ({ session }) => (await t.client().auth.getUser(session.access_token)).error === null,
      ),
    );
    expect(alive).toEqual(survivors);
  });

  it('answers 204 with no body to POST /logout and refuses unknown scopes', async () => {
    const { session } = await signIn();
    const headers = {
      Authorization: `Bearer ${session.access_token}`,
      'X-Supabase-Api-Version': '2024-01-01',
    };
    const wrong = await t.auth('/logout?scope=everything', { method: 'POST', headers });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everything"',
    });
    const done = await t.auth('/logout?scope=local', { method: 'POST', headers });
    expect(done.status).toBe(204);
    expect(await done.text()).toBe('');
    expect(done.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
  });
});
