import { createAuthUser } from '@palabra-viva/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, jsonRequest, startAuthHarness } from '../support/authHarness.ts';

const PASSWORD = 'demo-password-123';

describe('auth: admin API and createAuthUser', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
  });
  afterAll(() => t.close());

  const admin = () => t.client('service_role').auth.admin;

  it('creates a confirmed user with metadata and an email identity row', async () => {
    const { data, error } = await admin().createUser({
      email: 'Editor@Example.org',
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Eva' },
      app_metadata: { staff: true },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'editor@example.org',
      app_metadata: { provider: 'email', providers: ['email'], staff: true },
      user_metadata: { name: 'Eva', email_verified: true },
      email_confirmed_at: expect.any(String),
    });
    const { rows } = await t.backend.db.query<{ provider: string; provider_id: string; email: string }>(
      'select provider, provider_id, email from auth.identities where user_id = $1',
      [data.user!.id],
    );
    expect(rows).toEqual([{ provider: 'email', provider_id: data.user!.id, email: 'editor@example.org' }]);
    const stored = await t.backend.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user!.id],
    );
    expect(stored.rows[0]!.encrypted_password).toMatch(/^\$2a\$10\$/);
  });

  it('refuses a duplicate email with 422 email_exists', async () => {
    const { error } = await admin().createUser({ email: 'editor@EXAMPLE.org', password: PASSWORD });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('refuses callers without the service role', async () => {
    const { error } = await t.client('anon').auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const unauthenticated = await t.auth('/admin/users', {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('exports createAuthUser for seeds, running as supabase_auth_admin', async () => {
    await t.backend.db.exec(`
      create table public.auth_writer (who text);
      grant insert on public.auth_writer to supabase_auth_admin;
      create function public.record_auth_writer() returns trigger language plpgsql as
        $$ begin insert into public.auth_writer values (current_user); return new; end $$;
      create trigger record_auth_writer after insert on auth.users
        for each row execute function public.record_auth_writer();`);
    const user = await createAuthUser(t.backend.db, {
      email: 'admin@example.org',
      password: PASSWORD,
      emailConfirm: true,
      appMetadata: { role: 'admin' },
    });
    expect(user).toMatchObject({ email: 'admin@example.org', app_metadata: { role: 'admin' } });
    const { rows } = await t.backend.db.query('select who from public.auth_writer');
    expect(rows).toEqual([{ who: 'supabase_auth_admin' }]);
    await t.backend.db.exec('drop trigger record_auth_writer on auth.users');
    await expect(
      createAuthUser(t.backend.db, { email: 'admin@example.org', password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'email_exists',
    });
    const signedIn = await t
      .client()
      .auth.signInWithPassword({ email: 'admin@example.org', password: PASSWORD });
    expect(signedIn.error).toBeNull();
  });

  it('lists users newest first, page by page, with X-Total-Count and Link', async () => {
    // Earlier tests create users on the real clock; these must come after them.
    t.clock.now = Math.max(t.clock.now, Date.now());
    for (const name of ['p1', 'p2', 'p3']) {
      t.clock.advance(1000);
      await createAuthUser(
        t.backend.db,
        { email: `${name}@example.org`, password: PASSWORD },
        { nowMs: t.clock.now },
      );
    }
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual(['p3@example.org', 'p2@example.org']);
    expect(data).toMatchObject({ aud: 'authenticated', total: 5, nextPage: 2, lastPage: 3 });
    const response = await t.auth('/admin/users?page=3&per_page=2', {
      headers: { Authorization: `Bearer ${t.backend.ctx.keys.secretKey}` },
    });
    expect(response.headers.get('X-Total-Count')).toBe('5');
    expect(response.headers.get('Link')).toBe(
      '<http://127.0.0.1:54321/auth/v1/admin/users?page=3&per_page=2>; rel="last"',
    );
    expect((await response.json()).users).toHaveLength(1);
  });

  it('gets, updates and deletes a user by id', async () => {
    const { data } = await admin().createUser({ email: 'pastoral@example.org', password: PASSWORD });
    const id = data.user!.id;
    expect((await admin().getUserById(id)).data.user?.email).toBe('pastoral@example.org');

    const updated = await admin().updateUserById(id, {
      email: 'pastora@example.org',
      password: 'another-password-1',
      email_confirm: true,
      user_metadata: { name: 'Pia' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email: 'pastora@example.org', user_metadata: { name: 'Pia' } });
    expect(updated.data.user!.identities![0]!.identity_data).toMatchObject({ email: 'pastora@example.org' });
    const signIn = await t
      .client()
      .auth.signInWithPassword({ email: 'pastora@example.org', password: 'another-password-1' });
    expect(signIn.error).toBeNull();
    expect((await admin().updateUserById(id, { email: 'p1@example.org' })).error).toMatchObject({
      code: 'email_exists',
    });

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await t.client().auth.getUser(signIn.data.session!.access_token)).error).toMatchObject({
      status: 403,
      code: 'user_not_found',
    });
  });

  it('soft-deletes a user so the email can no longer sign in', async () => {
    const { data } = await admin().createUser({
      email: 'soft@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    expect((await admin().deleteUser(data.user!.id, true)).error).toBeNull();
    expect((await admin().getUserById(data.user!.id)).data.user?.deleted_at).toEqual(expect.any(String));
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'soft@example.org', password: PASSWORD });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  });

  it.each([
    ['/admin/users/not-a-uuid', 404, { code: 'validation_failed', message: 'user_id must be an UUID' }],
    [
      '/admin/users/00000000-0000-4000-8000-000000000009',
      404,
      { code: 'user_not_found', message: 'User not found' },
    ],
  ])('GET %s → %d', async (path, status, body) => {
    const response = await t.auth(path, {
      headers: {
        Authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    [{ password: PASSWORD }, 'Cannot create a user without either an email or phone'],
    [{ email: 'not-an-email', password: PASSWORD }, 'Unable to validate email address: invalid format'],
    [
      { email: 'x@example.org', ban_duration: '3 days' },
      'invalid format for ban duration: time: unknown unit " days" in duration "3 days"',
    ],
    [{ email: 'x@example.org', id: 'nope' }, 'ID must conform to the uuid v4 format'],
  ])('refuses %o with 400 validation_failed', async (body, message) => {
    const response = await t.auth(
      '/admin/users',
      jsonRequest('POST', body, { Authorization: `Bearer ${t.backend.ctx.keys.secretKey}` }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message });
  });
});
