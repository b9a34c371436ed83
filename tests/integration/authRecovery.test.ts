import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, jsonRequest, startAuthHarness } from '../support/authHarness.ts';
import { followAuthLink } from '../support/authLinks.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';

const PASSWORD = 'gracia-y-paz-2025';
const RESET_PAGE = 'http://127.0.0.1:4321/admin/restablecer';

/** The 6-digit code a recovery email carries next to its link. */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('auth: password recovery (resetPasswordForEmail → email → new password)', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    for (const email of [
      'olvido@example.org',
      'codigo@example.org',
      'hash@example.org',
      'freno@example.org',
    ]) {
      await t
        .client('service_role')
        .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('answers known and unknown addresses alike, and mails only the known one', async () => {
    const known = await t.auth('/recover', jsonRequest('POST', { email: 'olvido@example.org' }));
    const unknown = await t.auth('/recover', jsonRequest('POST', { email: 'nadie@example.org' }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
    expect((await waitForEmail('olvido@example.org')).subject).toBe(
      'Restablece tu contraseña de Palabra Viva',
    );
    expect(await emailsTo('nadie@example.org')).toEqual([]);
  });

  it('follows the link to a PASSWORD_RECOVERY session in which the new password is set', async () => {
    t.clock.advance(61_000);
    const { error } = await t
      .client()
      .auth.resetPasswordForEmail('olvido@example.org', { redirectTo: RESET_PAGE });
    expect(error).toBeNull();
    const email = await waitForEmail('olvido@example.org');
    const landing = await followAuthLink(t, email.links[0]!);
    expect(landing).toMatchObject({ status: 303, redirectTo: RESET_PAGE, params: { type: 'recovery' } });
    const client = t.client();
    await client.auth.setSession({
      access_token: landing.params.access_token!,
      refresh_token: landing.params.refresh_token!,
    });
    expect((await client.auth.updateUser({ password: 'nueva-clave-2026' })).error).toBeNull();
    expect(
      (
        await t
          .client()
          .auth.signInWithPassword({ email: 'olvido@example.org', password: 'nueva-clave-2026' })
      ).error,
    ).toBeNull();
  });

  it('exchanges the emailed code with verifyOtp once; a second use is otp_expired', async () => {
    await t.client().auth.resetPasswordForEmail('codigo@example.org');
    const token = codeIn((await waitForEmail('codigo@example.org')).text);
    const client = t.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const first = await client.auth.verifyOtp({ email: 'codigo@example.org', token, type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe('codigo@example.org');
    expect(events).toContain('PASSWORD_RECOVERY');
    const again = await t.client().auth.verifyOtp({ email: 'codigo@example.org', token, type: 'recovery' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const wrong = await t
      .client()
      .auth.verifyOtp({ email: 'codigo@example.org', token: '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ code: 'otp_expired' });
  });

  it('exchanges a token_hash (from the link) with verifyOtp, and refuses one past otp_expiry', async () => {
    await t.client().auth.resetPasswordForEmail('hash@example.org');
    const hash = new URL((await waitForEmail('hash@example.org')).links[0]!).searchParams.get('token')!;
    const ok = await t.client().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(ok.error).toBeNull();
    t.clock.advance(61_000);
    await t.client().auth.resetPasswordForEmail('hash@example.org');
    const late = new URL((await waitForEmail('hash@example.org')).links[0]!).searchParams.get('token')!;
    t.clock.advance(3_601_000);
    expect((await t.client().auth.verifyOtp({ token_hash: late, type: 'recovery' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('limits each user to one recovery email per max_frequency with 429 over_email_send_rate_limit', async () => {
    expect((await t.client().auth.resetPasswordForEmail('freno@example.org')).error).toBeNull();
    await waitForEmail('freno@example.org');
    t.clock.advance(15_500);
    const { error } = await t.client().auth.resetPasswordForEmail('freno@example.org');
    expect(error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 44 seconds.',
    });
    expect(await emailsTo('freno@example.org')).toEqual([]);
    t.clock.advance(45_000);
    expect((await t.client().auth.resetPasswordForEmail('freno@example.org')).error).toBeNull();
  });

  it.each([
    [{}, 400, 'validation_failed', 'Password recovery requires an email'],
    [
      { email: 'no-es-un-correo' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
  ])('POST /recover %j → %i %s', async (body, status, code, message) => {
    const response = await t.auth('/recover', jsonRequest('POST', body));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message });
  });
});

describe('auth: the project-wide email_sent limit', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness({ settings: { emailsPerHour: 2 } });
    for (const email of ['uno@example.org', 'dos@example.org', 'tres@example.org']) {
      await t
        .client('service_role')
        .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('refuses the emails past [auth.rate_limit] email_sent in the hour with 429 "email rate limit exceeded"', async () => {
    expect((await t.client().auth.resetPasswordForEmail('uno@example.org')).error).toBeNull();
    expect((await t.client().auth.resetPasswordForEmail('dos@example.org')).error).toBeNull();
    expect((await t.client().auth.resetPasswordForEmail('tres@example.org')).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    // An unknown address sends nothing and so is not refused: the answer still reveals nothing.
    expect((await t.client().auth.resetPasswordForEmail('nadie@example.org')).error).toBeNull();
    t.clock.advance(3_600_000);
    expect((await t.client().auth.resetPasswordForEmail('tres@example.org')).error).toBeNull();
    await Promise.all(['uno', 'dos', 'tres'].map((name) => waitForEmail(`${name}@example.org`)));
  });
});
