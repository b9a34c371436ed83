import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, jsonRequest, startAuthHarness } from '../support/authHarness.ts';

const PASSWORD = 'demo-password-123';
const refresh = (t: AuthHarness, refreshToken: unknown) =>
  t.auth('/token?grant_type=refresh_token', jsonRequest('POST', { refresh_token: refreshToken }));

describe('auth: refresh-token rotation', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    await t
      .client('service_role')
      .auth.admin.createUser({ email: 'ana@example.org', password: PASSWORD, email_confirm: true });
  });
  afterAll(() => t.close());

  const signIn = async () => {
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: 'ana@example.org',
      password: PASSWORD,
    });
    if (error) throw error;
    return { client, session: data.session! };
  };

  it('rotates: a new refresh token in the same session, a fresh access token', async () => {
    const { client, session } = await signIn();
    t.clock.advance(2000);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    const before = decodeJwt(session.access_token);
    const after = decodeJwt(data.session!.access_token);
    expect(after.session_id).toBe(before.session_id);
    expect(after.iat).toBe((before.iat as number) + 2);
    expect((await client.auth.getUser()).data.user?.email).toBe('ana@example.org');
    const { rows } = await t.backend.db.query<{ parent: string }>(
      'select parent from auth.refresh_tokens where token = $1',
      [data.session!.refresh_token],
    );
    expect(rows).toEqual([{ parent: session.refresh_token }]);
  });

  it('hands back the active token when its parent is presented again', async () => {
    const { session } = await signIn();
    const first = await (await refresh(t, session.refresh_token)).json();
    t.clock.advance(60_000);
    const again = await refresh(t, session.refresh_token);
    expect(again.status).toBe(200);
    expect((await again.json()).refresh_token).toBe(first.refresh_token);
  });

  it('answers two concurrent refreshes of one token with the same new token', async () => {
    const { session } = await signIn();
    const answers = await Promise.all([refresh(t, session.refresh_token), refresh(t, session.refresh_token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()));
    expect(second.refresh_token).toBe(first.refresh_token);
  });

  it('issues a new child for reuse inside the 10 s window, revokes the family after it', async () => {
    const { session } = await signIn();
    const tokenA = session.refresh_token;
    const tokenB = (await (await refresh(t, tokenA)).json()).refresh_token;
    const tokenC = (await (await refresh(t, tokenB)).json()).refresh_token;

    t.clock.advance(5_000);
    const reused = await refresh(t, tokenA);
    expect(reused.status).toBe(200);
    const tokenD = (await reused.json()).refresh_token;
    expect([tokenB, tokenC]).not.toContain(tokenD);

    // D is now the session's newest token and A its parent, so A would just get D back: present B.
    t.clock.advance(6_000);
    const late = await refresh(t, tokenB);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    for (const token of [tokenA, tokenC, tokenD]) {
      expect(await (await refresh(t, token)).json()).toMatchObject({ code: 'refresh_token_already_used' });
    }
  });

  it('lets auth-js see a reused token as an error and drop the session', async () => {
    const { client, session } = await signIn();
    await refresh(t, session.refresh_token);
    await refresh(t, (await (await refresh(t, session.refresh_token)).json()).refresh_token);
    t.clock.advance(11_000);
    const { error } = await client.auth.refreshSession();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it.each([
    [
      'an unknown token',
      'abcdefghijklmnopqrstuvwxyz012345',
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ],
    ['a short token', 'abc', 'validation_failed', 'Refresh token is not valid'],
    ['a missing token', undefined, 'validation_failed', 'Refresh token is not valid'],
    [
      'a token of another type',
      12345678901234,
      'bad_json',
      expect.stringContaining('Could not parse request body as JSON'),
    ],
  ])('refuses %s with 400', async (_case, token, code, message) => {
    const response = await refresh(t, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message });
  });

  it('refuses the refresh of a banned user', async () => {
    const { session } = await signIn();
    await t.backend.db.query(
      `update auth.users set banned_until = now() + interval '1 day' where email = 'ana@example.org'`,
    );
    const response = await refresh(t, session.refresh_token);
    await t.backend.db.query(`update auth.users set banned_until = null where email = 'ana@example.org'`);
    expect(await response.json()).toEqual({
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
  });
});

describe('auth: access tokens on GET /user', () => {
  let t: AuthHarness;
  let accessToken: string;
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await startAuthHarness();
    secret = t.backend.ctx.jwtSecret;
    await t
      .client('service_role')
      .auth.admin.createUser({ email: 'ana@example.org', password: PASSWORD, email_confirm: true });
    const { data } = await t
      .client()
      .auth.signInWithPassword({ email: 'ana@example.org', password: PASSWORD });
    accessToken = data.session!.access_token;
  });
  afterAll(() => t.close());

  const getUser = (authorization?: string) =>
    t.auth('/user', {
      headers: {
        'X-Supabase-Api-Version': '2024-01-01',
        ...(authorization ? { Authorization: authorization } : {}),
      },
    });
  const resign = (claims: Record<string, unknown>, key = secret) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);

  it('returns the user for a valid token', async () => {
    const response = await getUser(`Bearer ${accessToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'ana@example.org' });
  });

  it('answers 401 no_authorization without a Bearer token', async () => {
    for (const header of [undefined, 'Basic abc', `Bearer ${accessToken} extra`]) {
      const response = await getUser(header);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    }
  });

  it('answers 403 bad_jwt for an expired token (also through auth-js)', async () => {
    t.clock.advance(3601_000);
    const response = await getUser(`Bearer ${accessToken}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const { error } = await t.client().auth.getUser(accessToken);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    t.clock.advance(-3601_000);
  });

  it.each([
    ['a wrong signature', 'token signature is invalid: signature is invalid'],
    ['alg none', 'token signature is invalid: signing method none is invalid'],
  ])('answers 403 bad_jwt for %s', async (kind, reason) => {
    const claims = decodeJwt(accessToken);
    const token =
      kind === 'alg none'
        ? new UnsecuredJWT(claims).encode()
        : await resign(claims, new TextEncoder().encode('some-other-secret-with-32-characters!!'));
    const response = await getUser(`Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      message: `invalid JWT: unable to parse or verify signature, ${reason}`,
    });
  });

  it('answers 403 bad_jwt for the anon key, which has no sub', async () => {
    const response = await getUser(`Bearer ${t.backend.ctx.keys.publishableKey}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('answers 403 user_not_found for a token of a deleted user', async () => {
    const token = await resign({ ...decodeJwt(accessToken), sub: '00000000-0000-4000-8000-000000000001' });
    const response = await getUser(`Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
  });
});
