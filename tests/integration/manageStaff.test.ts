import { seedDatabase } from '@palabra-viva/local-supabase';
import { totpCode } from '@palabra-viva/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageStaff } from '../../netlify/lib/manageStaff.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

let test: TestBackend;
let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  handler = manageStaff.create({
    supabaseUrl: API_URL,
    secretKey: test.backend.ctx.keys.secretKey,
    fetch: (input, init) => test.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => test.close());

async function tokenOf(email: string, password?: string): Promise<string> {
  const client = await test.signedIn(email, password);
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

const post = (token: string | null, body: unknown) =>
  handler(
    new Request('http://127.0.0.1:4321/.netlify/functions/manage-staff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );

async function invite(email: string, role = 'editor'): Promise<string> {
  const response = await post(await tokenOf('admin@example.org'), { action: 'invite', email, role });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const stateOf = async (id: string) => {
  const response = await post(await tokenOf('admin@example.org'), { action: 'list' });
  const states = (await response.json()) as { id: string }[];
  return states.find((state) => state.id === id);
};

describe('manage-staff', () => {
  it('invites by email: the invitee gets the Spanish email whose link lands on the set-password page', async () => {
    const id = await invite('invitada@example.org', 'pastoral');
    const email = await waitForEmail('invitada@example.org');
    expect(email.subject).toBe('Te invitamos al equipo de Palabra Viva');
    const link = new URL(email.links.find((href) => href.includes('/verify'))!);
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4321/admin/set-password');
    const { data } = await test.client('service_role').from('users').select('role').eq('id', id).single();
    expect(data?.role).toBe('pastoral');
    expect(await stateOf(id)).toEqual({ id, pending: true, deactivated: false, twoFactor: false });
  });

  it('resends a pending invitation: a second email with a new link', async () => {
    const id = await invite('reenvio@example.org');
    const first = await waitForEmail('reenvio@example.org');
    const again = await post(await tokenOf('admin@example.org'), { action: 'resend', userId: id });
    expect(await again.json()).toEqual({ id, pending: true, deactivated: false, twoFactor: false });
    const second = await waitForEmail('reenvio@example.org');
    expect(second.subject).toBe('Te invitamos al equipo de Palabra Viva');
    expect(second.links).not.toEqual(first.links);
  });

  it('refuses to resend to someone who already accepted', async () => {
    const { data } = await test
      .client('service_role')
      .from('users')
      .select('id')
      .eq('email', 'editor@example.org');
    const response = await post(await tokenOf('admin@example.org'), {
      action: 'resend',
      userId: data![0]!.id,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('already_accepted');
  });

  it('deactivates an account (sign-in refused with user_banned) and reactivates it', async () => {
    const service = test.client('service_role');
    const { data: created } = await service.auth.admin.createUser({
      email: 'baja@example.org',
      password: 'clave-nueva-123',
      email_confirm: true,
    });
    const id = created.user!.id;
    const admin = await tokenOf('admin@example.org');
    const off = await post(admin, { action: 'deactivate', userId: id });
    expect(await off.json()).toMatchObject({ id, deactivated: true });
    const refused = await test
      .client()
      .auth.signInWithPassword({ email: 'baja@example.org', password: 'clave-nueva-123' });
    expect(refused.error?.code).toBe('user_banned');
    const on = await post(admin, { action: 'reactivate', userId: id });
    expect(await on.json()).toMatchObject({ id, deactivated: false });
    await expect(tokenOf('baja@example.org', 'clave-nueva-123')).resolves.toBeTruthy();
  });

  it.each(['deactivate', 'remove-factors'])('refuses to %s the caller’s own account', async (action) => {
    const admin = await test.signedIn('admin@example.org');
    const { data } = await admin.auth.getUser();
    const { data: session } = await admin.auth.getSession();
    const response = await post(session.session!.access_token, { action, userId: data.user!.id });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('not_self');
  });

  it.each([
    ['no token', null, 401, 'no_authorization'],
    ['a bad token', 'not-a-jwt', 401, 'bad_jwt'],
  ])('refuses %s', async (_name, token, status, code) => {
    const response = await post(token, { action: 'list' });
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });

  it('refuses an editor', async () => {
    const response = await post(await tokenOf('editor@example.org'), {
      action: 'invite',
      email: 'otro@example.org',
      role: 'admin',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('not_admin');
  });

  it.each([
    [{ action: 'invite', email: 'no-email', role: 'editor' }],
    [{ action: 'invite', email: 'a@example.org', role: 'superuser' }],
    [{ action: 'deactivate', userId: 'no-uuid' }],
    [{ action: 'delete-everyone' }],
  ])('answers 400 to %j', async (body) => {
    const response = await post(await tokenOf('admin@example.org'), body);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it('answers 405 to GET', async () => {
    const response = await handler(new Request('http://localhost/x'));
    expect(response.status).toBe(405);
  });

  it('removes the factors of a colleague who lost their device, so a password signs them in again', async () => {
    const pastoral = await test.signedIn('pastoral@example.org');
    const { data: factor } = await pastoral.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Móvil' });
    await pastoral.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpCode(factor!.totp.secret) });
    const { data: me } = await pastoral.auth.getUser();
    expect(await stateOf(me.user!.id)).toMatchObject({ twoFactor: true });

    const response = await post(await tokenOf('admin@example.org'), {
      action: 'remove-factors',
      userId: me.user!.id,
    });
    expect(await response.json()).toMatchObject({ twoFactor: false });
    const again = await test.signedIn('pastoral@example.org');
    const { data: prayers, error } = await again.from('prayer_requests').select('id').limit(1);
    expect(error).toBeNull();
    expect(prayers?.length).toBe(1);
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

    const passwordOnly = await post(await tokenOf('admin@example.org'), { action: 'list' });
    expect(passwordOnly.status).toBe(403);
    expect((await passwordOnly.json()).code).toBe('not_admin');

    const aal2 = (await enrolled.auth.getSession()).data.session!.access_token;
    expect((await post(aal2, { action: 'list' })).status).toBe(200);
  });
});
