import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, jsonRequest, startAuthHarness } from '../support/authHarness.ts';
import { followAuthLink, linkParts } from '../support/authLinks.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';

const PASSWORD = 'gracia-y-paz-2025';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('auth: sign-in by email link or code (signInWithOtp, /magiclink) with sign-up closed', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    for (const email of ['enlace@example.org', 'clave@example.org', 'magia@example.org']) {
      await t
        .client('service_role')
        .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('mails a known user a magic link that signs in (amr otp) and a code verifyOtp accepts as type email', async () => {
    expect((await t.client().auth.signInWithOtp({ email: 'enlace@example.org' })).error).toBeNull();
    const email = await waitForEmail('enlace@example.org');
    expect(email.subject).toBe('Tu enlace para entrar en Palabra Viva');
    expect(linkParts(email.links[0]!).type).toBe('magiclink');
    const landing = await followAuthLink(t, email.links[0]!);
    expect(landing.params.type).toBe('magiclink');
    expect(decodeJwt(landing.params.access_token!).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);

    t.clock.advance(61_000);
    await t.client().auth.signInWithOtp({ email: 'clave@example.org' });
    const token = codeIn((await waitForEmail('clave@example.org')).text);
    const { data, error } = await t
      .client()
      .auth.verifyOtp({ email: 'clave@example.org', token, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('clave@example.org');
  });

  it('refuses unknown addresses as GoTrue does when sign-ups are off (signup_disabled, otp_disabled)', async () => {
    expect((await t.client().auth.signInWithOtp({ email: 'desconocido@example.org' })).error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const noCreate = await t.client().auth.signInWithOtp({
      email: 'desconocido@example.org',
      options: { shouldCreateUser: false },
    });
    expect(noCreate.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    const magic = await t.auth('/magiclink', jsonRequest('POST', { email: 'desconocido@example.org' }));
    expect(magic.status).toBe(422);
    expect(await emailsTo('desconocido@example.org')).toEqual([]);
  });

  it('answers POST /magiclink for a known user with {} and a magic link email', async () => {
    const response = await t.auth('/magiclink', jsonRequest('POST', { email: 'magia@example.org' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(linkParts((await waitForEmail('magia@example.org')).links[0]!).type).toBe('magiclink');
  });

  it.each([
    [{ email: 'a@example.org', phone: '34600111222' }, 400, 'validation_failed'],
    [{ email: 'a@example.org', channel: 'sms' }, 400, 'validation_failed'],
    [{}, 400, 'validation_failed'],
  ])('POST /otp %j → %i %s', async (body, status, code) => {
    const response = await t.auth('/otp', jsonRequest('POST', body));
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });

  it.each([
    [
      { type: 'recovery', token: '123456', token_hash: 'abc' },
      400,
      'Verify requires either a token or a token hash',
    ],
    [{ type: 'recovery' }, 400, 'Verify requires either a token or a token hash'],
    [{ token: '123456', email: 'a@example.org' }, 400, 'Verify requires a verification type'],
    [
      { type: 'recovery', token_hash: 'abc', email: 'a@example.org' },
      400,
      'Only the token_hash and type should be provided',
    ],
    [{ type: 'recovery', token: '123456', email: 'no-es-correo' }, 422, 'Invalid email format'],
    [{ type: 'recovery', token_hash: 'abc' }, 403, 'Email link is invalid or has expired'],
    [{ type: 'nada', token_hash: 'abc' }, 400, 'Invalid email verification type'],
  ])('POST /verify %j → %i %s', async (body, status, message) => {
    const response = await t.auth('/verify', jsonRequest('POST', body));
    expect(response.status).toBe(status);
    expect((await response.json()).message).toBe(message);
  });

  it('answers GET /verify without a type or token with a JSON 400 (there is nowhere to redirect)', async () => {
    const response = await t.auth('/verify?type=invite');
    expect(response.status).toBe(400);
    // A browser sends no API version header, so the body has GoTrue's legacy shape.
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Verify requires a token or a token hash',
    });
  });
});

describe('auth: /resend and admin.generateLink', () => {
  let t: AuthHarness;
  const admin = () => t.client('service_role').auth.admin;
  beforeAll(async () => {
    t = await startAuthHarness();
    await admin().createUser({ email: 'confirmada@example.org', password: PASSWORD, email_confirm: true });
  });
  afterAll(() => t.close());

  it('resends the confirmation of an unconfirmed user and says {} for unknown or confirmed ones', async () => {
    await admin().createUser({ email: 'pendiente@example.org', password: PASSWORD });
    expect(
      (await t.client().auth.resend({ type: 'signup', email: 'pendiente@example.org' })).error,
    ).toBeNull();
    const email = await waitForEmail('pendiente@example.org');
    expect(email.subject).toBe('Confirma tu correo en Palabra Viva');
    expect((await followAuthLink(t, email.links[0]!)).params.type).toBe('signup');
    expect((await t.client().auth.resend({ type: 'signup', email: 'nadie@example.org' })).error).toBeNull();
    expect(
      (await t.client().auth.resend({ type: 'signup', email: 'confirmada@example.org' })).error,
    ).toBeNull();
    expect(await emailsTo('confirmada@example.org')).toEqual([]);
    const bad = await t.auth('/resend', jsonRequest('POST', { type: 'recovery', email: 'x@example.org' }));
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });

  it.each(['magiclink', 'recovery'] as const)(
    'generates a %s link for an existing user without sending it',
    async (type) => {
      const { data, error } = await admin().generateLink({ type, email: 'confirmada@example.org' });
      expect(error).toBeNull();
      expect(data.properties).toMatchObject({
        verification_type: type,
        email_otp: expect.stringMatching(/^\d{6}$/),
      });
      expect(data.user?.email).toBe('confirmada@example.org');
      const landing = await followAuthLink(t, data.properties!.action_link);
      expect(landing.params.type).toBe(type);
      expect(await emailsTo('confirmada@example.org')).toEqual([]);
    },
  );

  it('generates invite and signup links that create the user, and email_change links', async () => {
    const invite = await admin().generateLink({ type: 'invite', email: 'generada@example.org' });
    expect(invite.data.user?.invited_at).toEqual(expect.any(String));
    expect((await followAuthLink(t, invite.data.properties!.action_link)).params.type).toBe('invite');
    const signup = await admin().generateLink({
      type: 'signup',
      email: 'alta@example.org',
      password: PASSWORD,
    });
    expect(signup.error).toBeNull();
    const weak = await admin().generateLink({ type: 'signup', email: 'debil@example.org', password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const change = await admin().generateLink({
      type: 'email_change_new',
      email: 'confirmada@example.org',
      newEmail: 'cambiada@example.org',
    });
    expect(change.error).toBeNull();
    expect(linkParts(change.data.properties!.action_link).type).toBe('email_change');
    // The current address's link: only its own token is stored (GoTrue leaves the new one as it was).
    const current = await admin().generateLink({
      type: 'email_change_current',
      email: 'confirmada@example.org',
      newEmail: 'cambiada@example.org',
    });
    expect(current.error).toBeNull();
    expect(current.data.properties).toMatchObject({ verification_type: 'email_change_current' });
    expect((await followAuthLink(t, current.data.properties!.action_link)).params).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
  });

  it('refuses recovery links for unknown users and unknown link types', async () => {
    expect(
      (await admin().generateLink({ type: 'recovery', email: 'nadie@example.org' })).error,
    ).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    const magic = await admin().generateLink({ type: 'magiclink', email: 'nueva@example.org' });
    expect(magic.data.properties?.verification_type).toBe('signup');
    const response = await t.auth(
      '/admin/generate_link',
      jsonRequest(
        'POST',
        { type: 'nada', email: 'confirmada@example.org' },
        {
          Authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
        },
      ),
    );
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: nada',
    });
  });
});
