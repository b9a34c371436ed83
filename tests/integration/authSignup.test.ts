import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, startAuthHarness } from '../support/authHarness.ts';
import { followAuthLink, linkParts } from '../support/authLinks.ts';
import { waitForEmail } from '../support/mailbox.ts';

const PASSWORD = 'gracia-y-paz-2025';

// This product's config.toml closes sign-up (authSignIn and authProtocol test the refusals); these
// suites open it, as another ministry's config.toml could, to check the local Auth follows suit.
describe('auth: sign-up when config.toml enables it, with email confirmations', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness({ settings: { signupEnabled: true } });
  });
  afterAll(() => t.close());

  it('creates an unconfirmed user, mails the confirmation, and the link signs in', async () => {
    const { data, error } = await t.client().auth.signUp({ email: 'nuevo@example.org', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    const link = (await waitForEmail('nuevo@example.org')).links[0]!;
    expect(linkParts(link).type).toBe('signup');
    expect((await followAuthLink(t, link)).params.type).toBe('signup');
    expect(
      (await t.client().auth.signInWithPassword({ email: 'nuevo@example.org', password: PASSWORD })).error,
    ).toBeNull();
  });

  it('answers a confirmed address with a made-up user (no email, nothing revealed) and judges passwords', async () => {
    const again = await t.client().auth.signUp({ email: 'nuevo@example.org', password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(
      (await t.client().auth.signUp({ email: 'x@example.org', password: 'password123' })).error,
    ).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['pwned'],
    });
  });
});

describe('auth: sign-up and anonymous sign-in without confirmations', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness({
      settings: { signupEnabled: true, mailerAutoconfirm: true, anonymousSignInsEnabled: true },
    });
  });
  afterAll(() => t.close());

  it('signs the new user in at once, and refuses the same address again with user_already_exists', async () => {
    const { data, error } = await t
      .client()
      .auth.signUp({ email: 'directo@example.org', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    // The sign-up is its first sign-in, as GoTrue stamps it when it issues the session.
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
    const { data: admin } = await t.client('service_role').auth.admin.getUserById(data.user!.id);
    expect(admin.user?.last_sign_in_at).toBe(data.user?.last_sign_in_at);
    expect(
      (await t.client().auth.signUp({ email: 'directo@example.org', password: PASSWORD })).error,
    ).toMatchObject({
      status: 422,
      code: 'user_already_exists',
    });
  });

  it('signs in anonymously: is_anonymous, amr anonymous, no factors allowed', async () => {
    const client = t.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { origen: 'prueba' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { origen: 'prueba' } });
    expect(decodeJwt(data.session!.access_token)).toMatchObject({
      is_anonymous: true,
      aal: 'aal1',
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
    });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 403,
      code: 'no_authorization',
    });
  });
});
