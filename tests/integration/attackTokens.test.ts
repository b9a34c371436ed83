import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { unchangedBy, WITH_AUTH } from '../support/dbSnapshot.ts';
import { accessTokenOf, raw } from '../support/rawApi.ts';

/**
 * Attack suite, tokens: forged, expired and future-dated JWTs against every service (a forged
 * service_role token would open everything), and role claims smuggled into user metadata. Every attempt
 * is refused with the service's own error shape, and nothing in the data, files or accounts changes.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: Record<string, unknown>, secret: Uint8Array = b.backend.ctx.jwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
const ADMIN = () => ({ sub: b.ids.admin, role: 'service_role', aud: 'authenticated' });

/** [name, token, PostgREST code, PostgREST message] */
const FORGED: [string, () => Promise<string>, string, string][] = [
  [
    'signed with another secret',
    () => sign({ ...ADMIN(), exp: now() + 600 }, new TextEncoder().encode('x'.repeat(40))),
    'PGRST301',
    'JWT cryptographic operation failed',
  ],
  [
    'alg none',
    async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...ADMIN(), exp: now() + 600 })}.`,
    'PGRST301',
    'No suitable key or wrong key type',
  ],
  [
    'with a valid signature stripped',
    async () => (await sign({ ...ADMIN(), exp: now() + 600 })).split('.').slice(0, 2).join('.').concat('.'),
    'PGRST301',
    'JWT cryptographic operation failed',
  ],
  ['expired', () => sign({ ...ADMIN(), exp: now() - 120 }), 'PGRST303', 'JWT expired'],
  [
    'issued in the future',
    () => sign({ ...ADMIN(), iat: now() + 3600, exp: now() + 7200 }),
    'PGRST303',
    'JWT issued at future',
  ],
  [
    'not valid before next hour',
    () => sign({ ...ADMIN(), nbf: now() + 3600, exp: now() + 7200 }),
    'PGRST303',
    'JWT not yet valid',
  ],
  [
    'for the postgres superuser',
    () => sign({ role: 'postgres', exp: now() + 600 }),
    '22023',
    'role "postgres" does not exist',
  ],
  [
    'for the auth admin role',
    () => sign({ role: 'supabase_auth_admin', exp: now() + 600 }),
    '22023',
    'role "supabase_auth_admin" does not exist',
  ],
];

describe('forged and stale tokens', () => {
  it.each(FORGED)('REST: a token %s deletes no donation', async (_name, token, code, message) => {
    const answer = await unchangedBy(
      b.backend.db,
      async () => raw(b, '/rest/v1/donations?id=not.is.null', { method: 'DELETE', token: await token() }),
      WITH_AUTH,
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code, message: expect.stringContaining(message.split(' ')[0]!) });
  });

  it.each(FORGED)('REST: a token %s reads no prayer request', async (_name, token) => {
    const answer = await raw(b, '/rest/v1/prayer_requests?select=*', { token: await token() });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: expect.stringMatching(/^(PGRST30[13]|22023)$/) });
  });

  it.each(FORGED)('Storage: a token %s removes no CV and lists none', async (_name, token) => {
    const jwt = await token();
    const removal = await unchangedBy(b.backend.db, () =>
      raw(b, '/storage/v1/object/applicant_cvs', {
        method: 'DELETE',
        token: jwt,
        body: { prefixes: ['public/cv_Ana_Martinez_1748390400000.pdf'] },
      }),
    );
    // Storage answers HTTP 400 with the logical status in the body, and a real 403 for a refused role.
    expect([400, 403]).toContain(removal.status);
    expect(removal.body).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    const listing = await raw(b, '/storage/v1/object/list/applicant_cvs', {
      method: 'POST',
      token: jwt,
      body: { prefix: 'public/', limit: 100, offset: 0 },
    });
    expect([400, 403]).toContain(listing.status);
    expect(listing.body).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  it.each(FORGED)('Auth: a token %s lists no users and is no session', async (_name, token) => {
    const jwt = await token();
    const users = await unchangedBy(
      b.backend.db,
      () => raw(b, '/auth/v1/admin/users', { token: jwt }),
      WITH_AUTH,
    );
    expect(users).toMatchObject({
      status: 403,
      body: { error_code: expect.stringMatching(/^(bad_jwt|not_admin)$/) },
    });
    const user = await raw(b, '/auth/v1/user', { token: jwt });
    expect(user).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
  });
});

describe('role claims in user metadata grant nothing', () => {
  it('a member who writes role: admin into their metadata still reads no private table', async () => {
    const update = await b.as.member.auth.updateUser({ data: { role: 'admin', user_role: 'admin' } });
    expect(update.error).toBeNull();
    await b.as.member.auth.refreshSession();
    const token = await accessTokenOf(b.as.member);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'authenticated', user_metadata: { role: 'admin' } });
    const reads = await unchangedBy(b.backend.db, () =>
      Promise.all(
        ['donations', 'prayer_requests', 'job_applications', 'subscribers'].map((table) =>
          raw(b, `/rest/v1/${table}?select=*`, { token }),
        ),
      ),
    );
    for (const answer of reads) {
      if (answer.status === 200) expect(answer.body).toEqual([]);
      else expect(answer).toMatchObject({ status: 403, body: { code: '42501' } });
    }
    const role = await b.as.member.from('users').select('role').eq('id', b.ids.member).single();
    expect(role.data).toEqual({ role: null });
  });

  it('a member cannot write app_metadata through PUT /user', async () => {
    const token = await accessTokenOf(b.as.member);
    const answer = await unchangedBy(b.backend.db, () =>
      raw(b, '/auth/v1/user', {
        method: 'PUT',
        token,
        body: { app_metadata: { role: 'admin', provider: 'admin' } },
      }),
    );
    expect(answer.status).toBeLessThan(500);
    const { rows } = await b.backend.db.query<{ meta: Record<string, unknown> }>(
      'select raw_app_meta_data as meta from auth.users where id = $1',
      [b.ids.member],
    );
    expect(rows[0]!.meta).not.toHaveProperty('role');
  });

  it('a member token carrying app_metadata.role admin deletes no donation', async () => {
    // Only the sub matters to RLS: a token for someone else needs the secret, which never leaves the server.
    const token = await sign({
      sub: b.ids.member,
      role: 'authenticated',
      app_metadata: { role: 'admin' },
      exp: now() + 600,
    });
    const answer = await unchangedBy(b.backend.db, () =>
      raw(b, '/rest/v1/donations?id=not.is.null', { method: 'DELETE', token }),
    );
    expect(answer.status).toBe(204); // RLS hides every row: zero rows deleted.
  });
});
