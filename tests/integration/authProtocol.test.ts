import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApiKeyHeader } from '../support/apiKeyHeader.ts';
import { jsonRequest } from '../support/authHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

/** /auth/v1 as mounted in the real app: headers, limits and GoTrue's answers to malformed requests. */
describe('auth: protocol edges through the whole backend', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  const call = (path: string, init?: RequestInit) =>
    t.backend.fetch(
      new Request(`${API_URL}/auth/v1${path}`, { ...init, headers: withApiKeyHeader(init?.headers) }),
    );

  it('serves settings and health with the API version header', async () => {
    const settings = await call('/settings');
    expect(settings.status).toBe(200);
    expect(settings.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(settings.headers.get('Access-Control-Expose-Headers')).toContain('X-Supabase-Api-Version');
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false, google: false },
      disable_signup: true,
    });
    const health = await call('/health');
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it.each([
    [
      '/token?grant_type=magic',
      { email: 'a@b.org', password: 'x' },
      400,
      'invalid_credentials',
      'unsupported_grant_type',
    ],
    ['/token?grant_type=password', {}, 400, 'validation_failed', 'missing email or phone'],
    [
      '/token?grant_type=password',
      { email: 'a@b.org', phone: '34600111222', password: 'x' },
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    ],
    [
      '/token?grant_type=password',
      { phone: '34600111222', password: 'x' },
      422,
      'phone_provider_disabled',
      'Phone logins are disabled',
    ],
    [
      '/signup',
      { email: 'a@b.org', password: 'secret-123' },
      422,
      'signup_disabled',
      'Signups not allowed for this instance',
    ],
    ['/signup', { data: {} }, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
  ])('POST %s %j → %d %s', async (path, body, status, code, message) => {
    const response = await call(path, jsonRequest('POST', body));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message });
  });

  it.each(['', '{"email":', '[1,2]', '{"email": 42}'])(
    'answers 400 bad_json to the body %j',
    async (body) => {
      const response = await call('/token?grant_type=password', jsonRequest('POST', body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'bad_json',
        message: expect.stringMatching(/^Could not parse request body as JSON: /),
      });
    },
  );

  it('answers 413 to bodies over 64 KB', async () => {
    const response = await call(
      '/token?grant_type=password',
      jsonRequest('POST', { email: 'a@b.org', password: 'x'.repeat(70_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
  });

  it('answers 404 JSON to unknown routes', async () => {
    const response = await call('/sso', jsonRequest('POST', {}));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Not Found' });
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
  });

  it('keeps database errors caused by input out of the 5xx range', async () => {
    const { data } = await t.client('service_role').auth.admin.createUser({
      email: 'nul@example.org',
      password: 'secret-123',
      email_confirm: true,
    });
    const response = await call(
      `/admin/users/${data.user!.id}`,
      jsonRequest('PUT', '{"user_metadata": {"bad": "\\u0000"}}', {
        Authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('serves the signing keys, public halves only, without an API key and cacheable for ten minutes', async () => {
    const response = await call('/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((key) => key.kid)).toContain(t.backend.ctx.signing.signingKid);
    for (const key of keys) {
      expect(key).toMatchObject({ use: 'sig', key_ops: ['verify'] });
      expect(key).not.toHaveProperty('d');
      expect(key.kty).not.toBe('oct');
    }
  });
});
