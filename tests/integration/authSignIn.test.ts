import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, jsonRequest, startAuthHarness } from '../support/authHarness.ts';

const PASSWORD = 'demo-password-123';

describe('auth: sign-in with password', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    const admin = t.client('service_role');
    for (const email of ['ana@example.org', 'rate@example.org', 'banned@example.org']) {
      const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      if (error) throw error;
    }
    await admin.auth.admin.createUser({ email: 'unconfirmed@example.org', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('signs in, returning the session JSON and GoTrue access-token claims', async () => {
    const before = Math.floor(t.clock.now / 1000);
    const { data, error } = await t
      .client()
      .auth.signInWithPassword({ email: 'Ana@Example.org', password: PASSWORD });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12,}$/);
    expect(data.user).toMatchObject({
      email: 'ana@example.org',
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(data.user!.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: data.user!.id }),
    ]);

    const claims = decodeJwt(session.access_token);
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: data.user!.id,
      aud: 'authenticated',
      exp: (claims.iat as number) + 3600,
      iat: expect.any(Number),
      email: 'ana@example.org',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(session.expires_at).toBe(claims.exp);
  });

  it('records last_sign_in_at', async () => {
    t.clock.advance(1000);
    const { data } = await t
      .client()
      .auth.signInWithPassword({ email: 'ana@example.org', password: PASSWORD });
    expect(Date.parse(data.user!.last_sign_in_at!)).toBe(Math.floor(t.clock.now));
  });

  it('accepts passwords hashed in SQL with pgcrypto (seeds)', async () => {
    const admin = t.client('service_role');
    const { data } = await admin.auth.admin.createUser({ email: 'seeded@example.org', email_confirm: true });
    await t.backend.db.query(
      `update auth.users set encrypted_password = extensions.crypt('from-sql-1', extensions.gen_salt('bf')) where id = $1`,
      [data.user!.id],
    );
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'seeded@example.org', password: 'from-sql-1' });
    expect(error).toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const attempt = (email: string) =>
      t.auth('/token?grant_type=password', jsonRequest('POST', { email, password: 'wrong-password' }));
    const [wrong, unknown] = await Promise.all([attempt('ana@example.org'), attempt('nobody@example.org')]);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'nobody@example.org', password: 'x' });
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await t.auth('/token?grant_type=password', jsonRequest('POST', { email, password: 'wrong-password' }));
      return performance.now() - start;
    };
    const wrong = await time('ana@example.org');
    const unknown = await time('nobody-else@example.org');
    expect(unknown).toBeGreaterThan(wrong * 0.3);
  });

  it('answers in the legacy shape to clients without the API version header', async () => {
    const response = await t.auth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'ana@example.org', password: 'nope-nope' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses unconfirmed emails and banned users once the password is right', async () => {
    const client = t.client();
    expect(
      (await client.auth.signInWithPassword({ email: 'unconfirmed@example.org', password: PASSWORD })).error,
    ).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });
    const admin = t.client('service_role');
    const { data } = await admin.auth.admin.listUsers();
    const banned = data.users.find((user) => user.email === 'banned@example.org')!;
    await admin.auth.admin.updateUserById(banned.id, { ban_duration: '24h' });
    const attempt = () => client.auth.signInWithPassword({ email: 'banned@example.org', password: PASSWORD });
    expect((await attempt()).error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    const wrongPassword = await client.auth.signInWithPassword({
      email: 'banned@example.org',
      password: 'wrong-one',
    });
    expect(wrongPassword.error).toMatchObject({ code: 'invalid_credentials' });
    await admin.auth.admin.updateUserById(banned.id, { ban_duration: 'none' });
    expect((await attempt()).error).toBeNull();
  });

  it('emits SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT to listeners', async () => {
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    const { data: listener } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword({ email: 'ana@example.org', password: PASSWORD });
    expect((await client.auth.getSession()).data.session?.user.email).toBe('ana@example.org');
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { nickname: 'Ana' } });
    await client.auth.signOut();
    listener.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('refuses public sign-up and anonymous sign-in', async () => {
    const client = t.client();
    expect(
      (await client.auth.signUp({ email: 'new@example.org', password: 'long-enough-1' })).error,
    ).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect((await client.auth.signInAnonymously()).error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
    });
  });

  it('rate-limits repeated failures per email with 429 until the window passes', async () => {
    const client = t.client();
    const attempt = (password: string) =>
      client.auth.signInWithPassword({ email: 'rate@example.org', password });
    for (let i = 0; i < 10; i++)
      expect((await attempt(`wrong-${i}`)).error?.code).toBe('invalid_credentials');
    expect((await attempt(PASSWORD)).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    t.clock.advance(5 * 60_000);
    expect((await attempt(PASSWORD)).error).toBeNull();
  });
});

describe('auth: failed sign-ins per client IP', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness({
      clientIp: (c) => c.req.header('x-test-ip'),
      failedSignInLimits: { limit: 3, windowMs: 60_000, maxKeys: 100 },
    });
  });
  afterAll(() => t.close());

  it('blocks one address guessing across many emails, not the others', async () => {
    const attempt = (ip: string, email: string) =>
      t.auth(
        '/token?grant_type=password',
        jsonRequest('POST', { email, password: 'guess-guess' }, { 'x-test-ip': ip }),
      );
    for (const email of ['a@x.org', 'b@x.org', 'c@x.org'])
      expect((await attempt('10.0.0.1', email)).status).toBe(400);
    const blocked = await attempt('10.0.0.1', 'd@x.org');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect((await attempt('10.0.0.2', 'd@x.org')).status).toBe(400);
  });
});
