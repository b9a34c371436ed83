import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, jsonRequest, startAuthHarness } from '../support/authHarness.ts';
import { DATA_SCHEMAS, snapshot, unchangedBy } from '../support/dbSnapshot.ts';

/**
 * Attack suite, Auth: self sign-up by every door, telling accounts apart by their answers, guessing
 * passwords, replaying refresh tokens after rotation and after sign-out, and admin routes without the
 * service role. Answers keep GoTrue's shape; no account, session or data row appears.
 */
let t: AuthHarness;
const PASSWORD = 'demo-password-123';
const EMAIL = 'staff@example.org';
beforeAll(async () => {
  t = await startAuthHarness();
  const created = await t
    .client('service_role')
    .auth.admin.createUser({ email: EMAIL, password: PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.auth(
    path,
    jsonRequest('POST', body, {
      apikey: t.backend.ctx.keys.publishableKey,
      authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`,
      ...headers,
    }),
  );
/** Status and GoTrue error code (`code` in the 2024-01-01 API shape, `error_code` in the legacy one). */
const answer = async (response: Response) => {
  const body = await response.json();
  return { status: response.status, code: (body.error_code ?? body.code) as string | number, body };
};
const accountCount = async () =>
  (await t.backend.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;

describe('no self sign-up', () => {
  const doors: [string, string, object, number, string][] = [
    ['/signup', '/signup', { email: 'intruso@example.com', password: PASSWORD }, 422, 'signup_disabled'],
    [
      '/signup with a staff role in metadata',
      '/signup',
      { email: 'intruso@example.com', password: PASSWORD, data: { role: 'admin' } },
      422,
      'signup_disabled',
    ],
    ['/signup by phone', '/signup', { phone: '+51999999999', password: PASSWORD }, 422, 'signup_disabled'],
    ['anonymous sign-in', '/signup', {}, 422, 'anonymous_provider_disabled'],
    // Magic links sign up unknown addresses only when sign-up is open; invitations need the service role.
    [
      '/otp creating a user',
      '/otp',
      { email: 'intruso@example.com', create_user: true },
      422,
      'signup_disabled',
    ],
    ['/magiclink for a new address', '/magiclink', { email: 'intruso@example.com' }, 422, 'signup_disabled'],
    ['/invite without the service role', '/invite', { email: 'intruso@example.com' }, 403, 'not_admin'],
    [
      '/admin/generate_link without the service role',
      '/admin/generate_link',
      { type: 'signup', email: 'intruso@example.com', password: PASSWORD },
      403,
      'not_admin',
    ],
    [
      '/admin/users without the service role',
      '/admin/users',
      { email: 'x@example.com', password: PASSWORD },
      403,
      'not_admin',
    ],
  ];
  it.each(doors)('%s is refused', async (_name, path, body, status, code) => {
    const before = await accountCount();
    const result = await unchangedBy(t.backend.db, async () => answer(await post(path, body)));
    expect({ status: result.status, code: result.code }).toEqual({ status, code });
    expect(await accountCount()).toBe(before);
  });
});

describe('sign-in answers reveal nothing', () => {
  it('answers a wrong password and an unknown email byte for byte alike', async () => {
    const signIn = (email: string, password: string) =>
      post('/token?grant_type=password', { email, password });
    const wrong = await signIn(EMAIL, 'otra-clave-123');
    const unknown = await signIn('nadie@example.org', 'otra-clave-123');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
    const headers = (r: Response) => [...r.headers].filter(([k]) => k !== 'date');
    expect(headers(unknown)).toEqual(headers(wrong));
  });

  it('answers 429 after repeated failures, even to the right password, without touching data', async () => {
    const signIn = (password: string) =>
      post('/token?grant_type=password', { email: 'guess@example.org', password });
    const before = await snapshot(t.backend.db, DATA_SCHEMAS);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await answer(await signIn(PASSWORD));
    expect(limited).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      body: { message: 'Request rate limit reached' },
    });
    expect(await snapshot(t.backend.db, DATA_SCHEMAS)).toEqual(before);
  });
});

describe('refresh tokens cannot be replayed', () => {
  const signIn = async () => {
    const body = await (
      await post('/token?grant_type=password', { email: EMAIL, password: PASSWORD })
    ).json();
    return body as { access_token: string; refresh_token: string };
  };
  const refresh = (token: string) => post('/token?grant_type=refresh_token', { refresh_token: token });

  it('after rotation, once the reuse window has passed: refused, and the session family revoked', async () => {
    const session = await signIn();
    const second = (await (await refresh(session.refresh_token)).json()).refresh_token as string;
    const active = (await (await refresh(second)).json()).refresh_token as string;
    t.clock.advance(11_000);
    // The first token is neither the active one nor its parent (which GoTrue answers with the active one).
    expect(await answer(await refresh(session.refresh_token))).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
    });
    // The legitimate holder is logged out too: a thief and the owner cannot both keep the session.
    expect(await answer(await refresh(active))).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
    });
  });

  it('after sign-out: refused, and the access token no longer reaches /user', async () => {
    const session = await signIn();
    const bearer = { authorization: `Bearer ${session.access_token}` };
    expect((await t.auth('/logout', { method: 'POST', headers: bearer })).status).toBe(204);
    const reuse = await unchangedBy(t.backend.db, async () => answer(await refresh(session.refresh_token)));
    expect(reuse).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await answer(await t.auth('/user', { headers: bearer }));
    expect(user).toMatchObject({ status: 403, code: 'session_not_found' });
  });
});
