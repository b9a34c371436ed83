import { totpCode } from '@palabra-viva/local-supabase/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, decodeJwt, jsonRequest, startAuthHarness } from '../support/authHarness.ts';

const PASSWORD = 'gracia-y-paz-2025';

describe('auth: TOTP two-factor (auth.mfa.*) and aal2 sessions', () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    for (const name of ['ana', 'beto', 'caro', 'dani', 'eva', 'fede']) {
      await t.client('service_role').auth.admin.createUser({
        email: `${name}@example.org`,
        password: PASSWORD,
        email_confirm: true,
      });
    }
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const client = t.client();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return client;
  };

  /** Enrols a TOTP factor and verifies it with the code an app would show: the session becomes aal2. */
  const enrollVerified = async (client: SupabaseClient, friendlyName = 'Teléfono') => {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
    if (error) throw error;
    // The code is typed a moment after the password, as a person would.
    t.clock.advance(2_000);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: totpCode(data.totp.secret, t.clock.now),
    });
    if (verified.error) throw verified.error;
    return { factorId: data.id, secret: data.totp.secret };
  };

  const accessClaims = async (client: SupabaseClient) =>
    decodeJwt((await client.auth.getSession()).data.session!.access_token);

  it('enrols with a QR (SVG data URL), a base32 secret and an otpauth URI; the factor starts unverified', async () => {
    const client = await signIn('ana@example.org');
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Autenticador',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Autenticador' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/127.0.0.1%3A4321:ana@example.org?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A4321&period=30&secret=${data!.totp.secret}`,
    );
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(factors.data?.totp).toEqual([]);
  });

  it('verifies a code: aal2 with amr [totp, password], new tokens, listFactors and AAL as auth-js reads them', async () => {
    const client = await signIn('beto@example.org');
    const before = (await client.auth.getSession()).data.session!;
    expect(decodeJwt(before.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    await enrollVerified(client);
    const after = (await client.auth.getSession()).data.session!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(decodeJwt(after.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: expect.any(Number) },
        { method: 'password', timestamp: expect.any(Number) },
      ],
    });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    // Refreshing keeps the level the session reached.
    await client.auth.refreshSession();
    expect((await accessClaims(client)).aal).toBe('aal2');
  });

  it('signs in again at aal1 with the password alone; a code raises the new session to aal2', async () => {
    const client = await signIn('beto@example.org');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const [factor] = (await client.auth.mfa.listFactors()).data!.totp;
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(challenge).toMatchObject({ type: 'totp', expires_at: Math.floor(t.clock.now / 1000) + 300 });
    const wrong = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await accessClaims(client)).aal).toBe('aal1');
  });

  it("ends the user's other aal1 sessions once one is raised to aal2", async () => {
    const other = await signIn('caro@example.org');
    const client = await signIn('caro@example.org');
    await enrollVerified(client);
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it("refuses expired and reused challenges, and challenges of another user's factor", async () => {
    const client = await signIn('dani@example.org');
    const { factorId, secret } = await enrollVerified(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    t.clock.advance(301_000);
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret, t.clock.now),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const { data: fresh } = await client.auth.mfa.challenge({ factorId });
    const code = totpCode(secret, t.clock.now);
    expect((await client.auth.mfa.verify({ factorId, challengeId: fresh!.id, code })).error).toBeNull();
    expect((await client.auth.mfa.verify({ factorId, challengeId: fresh!.id, code })).error).toMatchObject({
      code: 'mfa_ip_address_mismatch',
    });
    const stranger = await signIn('eva@example.org');
    expect((await stranger.auth.mfa.challenge({ factorId })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
  });

  it('guards an aal2 account: a password change, a second factor or unenrolling need aal2', async () => {
    const enrolled = await signIn('eva@example.org');
    const { factorId } = await enrollVerified(enrolled, 'Primero');
    const aal1 = await signIn('eva@example.org');
    expect((await aal1.auth.updateUser({ password: 'otra-clave-2025' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    expect((await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Segundo' })).error).toMatchObject(
      {
        status: 403,
        code: 'insufficient_aal',
      },
    );
    expect((await aal1.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
    });
    expect(
      (await enrolled.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Primero' })).error,
    ).toMatchObject({
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Primero" for this user already exists',
    });
    expect((await enrolled.auth.mfa.unenroll({ factorId })).error).toBeNull();
    await enrolled.auth.refreshSession();
    expect(await accessClaims(enrolled)).toMatchObject({ aal: 'aal1' });
  });

  it("lets an administrator list and remove a user's factors (lost device): the user is back to aal1", async () => {
    const client = await signIn('fede@example.org');
    const { factorId } = await enrollVerified(client);
    const admin = t.client('service_role').auth.admin;
    const userId = (await client.auth.getUser()).data.user!.id;
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    const deleted = await admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js 2.x hands back `_request`'s own result here, so the factor sits one level down.
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    await client.auth.refreshSession();
    expect(await accessClaims(client)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await t.client('anon').auth.admin.mfa.listFactors({ userId })).error).toMatchObject({
      code: 'not_admin',
    });
  });

  it.each([
    [{ factor_type: 'phone', phone: '+34600111222' }, 422, 'mfa_phone_enroll_not_enabled'],
    [{ factor_type: 'webauthn' }, 422, 'mfa_webauthn_enroll_not_enabled'],
    [{ factor_type: 'sms' }, 400, 'validation_failed'],
  ])('POST /factors %j → %i %s', async (body, status, code) => {
    const client = await signIn('ana@example.org');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await t.auth(
      '/factors',
      jsonRequest('POST', body, { Authorization: `Bearer ${token}` }),
    );
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });
});

describe('auth: TOTP switched off in config.toml', () => {
  it('answers enrolment with mfa_totp_enroll_not_enabled', async () => {
    const t = await startAuthHarness({ settings: { totpEnrollEnabled: false } });
    await t
      .client('service_role')
      .auth.admin.createUser({ email: 'x@example.org', password: PASSWORD, email_confirm: true });
    const client = t.client();
    await client.auth.signInWithPassword({ email: 'x@example.org', password: PASSWORD });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
    await t.close();
  });
});
