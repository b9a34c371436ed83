import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../backend/auth/totp.ts';
import { seedDatabase } from '../../backend/db/seed.ts';
import { createStaffUser } from '../../netlify/lib/createStaffUser.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

let test: TestBackend;
let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  handler = createStaffUser.create({
    supabaseUrl: API_URL,
    serviceRoleKey: test.backend.ctx.keys.serviceRoleKey,
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => test.close());

async function tokenOf(email: string): Promise<string> {
  const client = await test.signedIn(email);
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

const post = (token: string | null, body: unknown) =>
  handler(
    new Request('http://localhost/.netlify/functions/create-staff-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );

describe('create-staff-user', () => {
  it('lets an admin create an editor who can then sign in with that role', async () => {
    const response = await post(await tokenOf('admin@example.org'), {
      email: 'nuevo.editor@example.org',
      password: 'clave-nueva-123',
      role: 'editor',
    });
    expect(response.status).toBe(201);
    const client = await test.signedIn('nuevo.editor@example.org', 'clave-nueva-123');
    const { data } = await client
      .from('users')
      .select('role')
      .eq('email', 'nuevo.editor@example.org')
      .single();
    expect(data?.role).toBe('editor');
  });

  it.each([
    ['no token', null, 401, 'no_authorization'],
    ['a bad token', 'not-a-jwt', 401, 'bad_jwt'],
  ])('refuses %s', async (_name, token, status, code) => {
    const response = await post(token, {
      email: 'x@example.org',
      password: 'clave-nueva-123',
      role: 'admin',
    });
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });

  it('refuses an editor', async () => {
    const response = await post(await tokenOf('editor@example.org'), {
      email: 'otro@example.org',
      password: 'clave-nueva-123',
      role: 'admin',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('not_admin');
  });

  it.each([
    [{ email: 'no-email', password: 'clave-nueva-123', role: 'editor' }],
    [{ email: 'a@example.org', password: 'corta', role: 'editor' }],
    [{ email: 'a@example.org', password: 'clave-nueva-123', role: 'superuser' }],
  ])('answers 400 to %j', async (body) => {
    const response = await post(await tokenOf('admin@example.org'), body);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it('answers 405 to GET', async () => {
    const response = await handler(new Request('http://localhost/x'));
    expect(response.status).toBe(405);
  });

  it('asks for the role as the policies do: an admin whose session has not proved their factor is refused', async () => {
    const enrolled = await test.signedIn('admin@example.org');
    const { data: factor, error } = await enrolled.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'App',
    });
    expect(error).toBeNull();
    const verified = await enrolled.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const account = { email: 'con.factor@example.org', password: 'clave-nueva-123', role: 'editor' };

    const passwordOnly = await post(await tokenOf('admin@example.org'), account);
    expect(passwordOnly.status).toBe(403);
    expect((await passwordOnly.json()).code).toBe('not_admin');

    const aal2 = (await enrolled.auth.getSession()).data.session!.access_token;
    expect((await post(aal2, account)).status).toBe(201);
  });
});
