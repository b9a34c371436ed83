import { totpCode } from '@palabra-viva/local-supabase/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#core/database.types.ts';
import { syncSiteSettings } from '../../netlify/lib/settings/syncSiteSettings.ts';
import { type ActorBackend, DEMO_PASSWORD, startActorBackend } from '../support/actorClients.ts';
import { API_URL } from '../support/testBackend.ts';

/**
 * The aal2 rule lives in private.has_role, so every staff policy applies it: a person with a verified
 * factor reads staff data only from an aal2 session, and with staffSecurity.adminsRequireTwoFactor on, an
 * admin reads nothing without one.
 */
describe('RLS: staff data needs aal2 once a factor is verified (and for admins when mandatory)', () => {
  let b: ActorBackend;
  const signIn = (email: string) => b.signedIn(email, DEMO_PASSWORD);
  const setMandatory = (required: boolean) =>
    syncSiteSettings({
      supabaseUrl: API_URL,
      secretKey: b.backend.ctx.keys.secretKey,
      adminsRequireTwoFactor: required,
      fetch: (input, init) => b.backend.fetch(new Request(input, init)),
    });

  /** Enrols and verifies a TOTP factor: the client's session becomes aal2. */
  const enroll = async (client: SupabaseClient<Database>) => {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    if (error) throw error;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: totpCode(data.totp.secret),
    });
    if (verified.error) throw verified.error;
    return data.totp.secret;
  };

  /** A fresh password-only sign-in raised to aal2 with the factor's code. */
  const signInWithCode = async (email: string, secret: string) => {
    const client = await signIn(email);
    const [factor] = (await client.auth.mfa.listFactors()).data!.totp;
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(secret),
    });
    if (error) throw error;
    return client;
  };

  const donationCount = async (client: SupabaseClient<Database>) => {
    const { data, error } = await client.from('donations').select('id');
    if (error) throw error;
    return data.length;
  };

  beforeAll(async () => {
    b = await startActorBackend();
  });
  afterAll(() => b.close());

  it('keeps the demo staff (no factor) working with a password', async () => {
    expect(await donationCount(b.as.admin)).toBeGreaterThan(0);
    const { data } = await b.as.editor.from('posts').select('id').eq('is_published', false);
    expect(data!.length).toBeGreaterThan(0);
  });

  it('hides every staff table from a password-only session of a user with a verified factor', async () => {
    const total = await donationCount(b.as.admin);
    const secret = await enroll(b.as.admin);
    expect(await donationCount(b.as.admin)).toBe(total);

    const passwordOnly = await signIn('admin@example.org');
    expect(await donationCount(passwordOnly)).toBe(0);
    const insert = await passwordOnly
      .from('donations')
      .insert({ amount: 500, currency: 'USD', status: 'succeeded' });
    expect(insert.error).toMatchObject({ code: '42501' });
    expect((await passwordOnly.from('prayer_requests').select('id')).data).toEqual([]);
    expect((await passwordOnly.storage.from('applicant_cvs').list('public')).data).toEqual([]);
    // Its own row stays readable, so the panel can ask for the code instead of showing "no access".
    const own = await passwordOnly.from('users').select('role').eq('email', 'admin@example.org').single();
    expect(own.data).toEqual({ role: 'admin' });

    const withCode = await signInWithCode('admin@example.org', secret);
    expect(await donationCount(withCode)).toBe(total);
  });

  it('with two-factor mandatory for admins, refuses admins without a factor and leaves other staff alone', async () => {
    await setMandatory(true);
    try {
      const created = await b.service.auth.admin.createUser({
        email: 'admin2@example.org',
        password: DEMO_PASSWORD,
        email_confirm: true,
      });
      if (created.error) throw created.error;
      await b.service.from('users').update({ role: 'admin' }).eq('id', created.data.user.id);
      const admin = await signIn('admin2@example.org');
      expect(await donationCount(admin)).toBe(0);
      const drafts = await b.as.editor.from('posts').select('id').eq('is_published', false);
      expect(drafts.data!.length).toBeGreaterThan(0);
      await enroll(admin);
      expect(await donationCount(admin)).toBeGreaterThan(0);
    } finally {
      await setMandatory(false);
    }
  });

  it('lets signed-in staff read the switch, and nobody but the service role change it', async () => {
    expect((await b.as.editor.from('security_settings').select('admins_require_two_factor')).data).toEqual([
      { admins_require_two_factor: false },
    ]);
    expect((await b.as.anon.from('security_settings').select('*')).error).toMatchObject({ code: '42501' });
    const change = await b.as.editor
      .from('security_settings')
      .update({ admins_require_two_factor: true })
      .eq('id', true);
    expect(change.error).toMatchObject({ code: '42501' });
  });
});
