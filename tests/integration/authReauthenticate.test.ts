import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../support/authHarness.ts';
import { waitForEmail } from '../support/mailbox.ts';

const PASSWORD = 'gracia-y-paz-2025';
const DAY = 24 * 3_600_000;

describe('auth: secure_password_change (a session older than 24 h needs reauthenticate + nonce)', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    await t.client('service_role').auth.admin.createUser({
      email: 'segura@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
  });
  afterAll(() => t.close());

  it('changes the password freely in a recent session', async () => {
    const client = t.client();
    await client.auth.signInWithPassword({ email: 'segura@example.org', password: PASSWORD });
    expect((await client.auth.updateUser({ password: 'reciente-2025-ok' })).error).toBeNull();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
  });

  it('asks an old session for a nonce, mails one with reauthenticate, and accepts it once', async () => {
    const client = t.client();
    await client.auth.signInWithPassword({ email: 'segura@example.org', password: PASSWORD });
    t.clock.advance(DAY + 1_000);
    await client.auth.refreshSession();
    expect((await client.auth.updateUser({ password: 'vieja-sesion-2025' })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const email = await waitForEmail('segura@example.org');
    const nonce = /\b(\d{6})\b/.exec(email.subject)?.[1] ?? '';
    expect(email.subject).toBe(`${nonce} es tu código de verificación de Palabra Viva`);
    expect(
      (await client.auth.updateUser({ password: 'vieja-sesion-2025', nonce: '000000' })).error,
    ).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'vieja-sesion-2025', nonce })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'otra-vez-2025', nonce })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
  });

  it('limits reauthentication emails per max_frequency', async () => {
    const client = t.client();
    await client.auth.signInWithPassword({ email: 'segura@example.org', password: 'vieja-sesion-2025' });
    t.clock.advance(61_000);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    await waitForEmail('segura@example.org');
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });
});

describe('auth: deactivating a user (admin.updateUserById ban_duration)', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
  });
  afterAll(() => t.close());

  it('ends the sessions at the next refresh with user_banned, and lifts the ban with "none"', async () => {
    const admin = t.client('service_role').auth.admin;
    const { data } = await admin.createUser({
      email: 'baja@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    const client = t.client();
    await client.auth.signInWithPassword({ email: 'baja@example.org', password: PASSWORD });
    expect((await admin.updateUserById(data.user!.id, { ban_duration: '876000h' })).error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(
      (await t.client().auth.signInWithPassword({ email: 'baja@example.org', password: PASSWORD })).error,
    ).toMatchObject({
      code: 'user_banned',
    });
    expect((await admin.updateUserById(data.user!.id, { ban_duration: 'none' })).error).toBeNull();
    expect(
      (await t.client().auth.signInWithPassword({ email: 'baja@example.org', password: PASSWORD })).error,
    ).toBeNull();
  });

  it("refuses a banned user's still-valid access token on /user with 403 user_banned", async () => {
    const admin = t.client('service_role').auth.admin;
    const { data } = await admin.createUser({
      email: 'baja2@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    const client = t.client();
    const signed = await client.auth.signInWithPassword({ email: 'baja2@example.org', password: PASSWORD });
    await admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    expect((await t.client().auth.getUser(signed.data.session!.access_token)).error).toMatchObject({
      status: 403,
      code: 'user_banned',
    });
  });
});
