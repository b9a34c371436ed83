import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, startAuthHarness } from '../support/authHarness.ts';
import { followAuthLink, linkParts } from '../support/authLinks.ts';
import { waitForEmail } from '../support/mailbox.ts';

const SITE = 'http://127.0.0.1:4321';
const ACCEPT_PAGE = `${SITE}/admin/invitacion`;

describe('auth: inviting staff by email (inviteUserByEmail → /verify → set a password)', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
  });
  afterAll(() => t.close());

  const invite = async (email: string) => {
    const { data, error } = await t
      .client('service_role')
      .auth.admin.inviteUserByEmail(email, { data: { invited_as: 'editor' }, redirectTo: ACCEPT_PAGE });
    if (error) throw error;
    return { user: data.user, email: await waitForEmail(email) };
  };

  it('creates the unconfirmed user and emails a Spanish invitation with a /verify link and a text part', async () => {
    const { user, email } = await invite('invitada@example.org');
    expect(user).toMatchObject({ email: 'invitada@example.org', user_metadata: { invited_as: 'editor' } });
    expect(user.invited_at).toEqual(expect.any(String));
    expect(user.email_confirmed_at).toBeUndefined();
    expect(email.subject).toBe('Te invitamos al equipo de Palabra Viva');
    expect(email.from).toEqual(['no-responder@palabraviva.org']);
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toContain('Aceptar la invitación');
    const link = email.links[0]!;
    expect(link.startsWith('http://127.0.0.1:54321/auth/v1/verify?token=')).toBe(true);
    expect(linkParts(link)).toMatchObject({ type: 'invite', redirectTo: ACCEPT_PAGE });
    expect(email.text).toContain(link);
    // An invitee cannot sign in with a password before accepting.
    expect(
      (
        await t
          .client()
          .auth.signInWithPassword({ email: 'invitada@example.org', password: 'cualquier-cosa-1' })
      ).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('lands the accepted link on redirect_to with a session in the fragment; the invitee then sets a password', async () => {
    const { email } = await invite('acepta@example.org');
    const landing = await followAuthLink(t, email.links[0]!);
    expect(landing.status).toBe(303);
    expect(landing.redirectTo).toBe(ACCEPT_PAGE);
    expect(landing.params).toMatchObject({ token_type: 'bearer', type: 'invite', sb: '' });
    expect(decodeJwt(landing.params.access_token!)).toMatchObject({
      email: 'acepta@example.org',
      aal: 'aal1',
      amr: [{ method: 'otp', timestamp: expect.any(Number) }],
    });
    const client = t.client();
    const { data, error } = await client.auth.setSession({
      access_token: landing.params.access_token!,
      refresh_token: landing.params.refresh_token!,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.updateUser({ password: 'corto' })).error).toMatchObject({
      code: 'weak_password',
    });
    expect((await client.auth.updateUser({ password: 'gracia-y-paz-2025' })).error).toBeNull();
    const signedIn = await t
      .client()
      .auth.signInWithPassword({ email: 'acepta@example.org', password: 'gracia-y-paz-2025' });
    expect(signedIn.error).toBeNull();
  });

  it('answers a reused, tampered or expired link with otp_expired in the fragment (access_denied)', async () => {
    const reused = (await invite('reusa@example.org')).email.links[0]!;
    expect((await followAuthLink(t, reused)).params.access_token).toEqual(expect.any(String));
    const expected = {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    };
    const again = await followAuthLink(t, reused);
    expect(again).toMatchObject({ status: 303, redirectTo: ACCEPT_PAGE, params: expected });

    const fresh = (await invite('manipula@example.org')).email.links[0]!;
    const { token } = linkParts(fresh);
    const tampered = fresh.replace(token, `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
    expect((await followAuthLink(t, tampered)).params).toEqual(expected);

    const late = (await invite('tarde@example.org')).email.links[0]!;
    t.clock.advance(3600_000 + 1_000);
    expect((await followAuthLink(t, late)).params).toEqual(expected);
  });

  it('invites again an invitee who has not accepted; refuses a confirmed address and non-admins', async () => {
    await invite('repite@example.org');
    const second = await invite('repite@example.org');
    expect(linkParts(second.email.links[0]!).type).toBe('invite');
    const confirmed = await t
      .client('service_role')
      .auth.admin.createUser({ email: 'ya@example.org', password: 'gracia-y-paz-2025', email_confirm: true });
    expect(confirmed.error).toBeNull();
    const refused = await t.client('service_role').auth.admin.inviteUserByEmail('ya@example.org');
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const byAnon = await t.client('anon').auth.admin.inviteUserByEmail('otra@example.org');
    expect(byAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('keeps redirect_to to allowed places: an unknown site falls back to site_url', async () => {
    await t
      .client('service_role')
      .auth.admin.inviteUserByEmail('redir@example.org', { redirectTo: 'https://evil.example/x' });
    const { redirectTo } = linkParts((await waitForEmail('redir@example.org')).links[0]!);
    expect(redirectTo).toBe(SITE);
  });
});

describe('auth: the invitation follows the port the product runs on (issue 34 item 8)', () => {
  // `npm start` with PORT=4400: the site is not where config.toml's site_url says.
  const RUNNING = 'http://127.0.0.1:4400';
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness({}, { siteUrl: RUNNING });
  });
  afterAll(() => t.close());

  it('lands the link on the running site and names it in the email, not the default port', async () => {
    await t
      .client('service_role')
      .auth.admin.inviteUserByEmail('puerto@example.org', { redirectTo: `${RUNNING}/admin/set-password` });
    const email = await waitForEmail('puerto@example.org');
    expect(linkParts(email.links[0]!).redirectTo).toBe(`${RUNNING}/admin/set-password`);
    expect(email.links).toContain(RUNNING);
    expect(email.html).not.toContain('127.0.0.1:4321');
  });

  it('still keeps redirects to unknown sites away', async () => {
    await t
      .client('service_role')
      .auth.admin.inviteUserByEmail('lejos@example.org', { redirectTo: 'https://evil.example/x' });
    const { redirectTo } = linkParts((await waitForEmail('lejos@example.org')).links[0]!);
    expect(redirectTo).toBe(RUNNING);
  });
});
