import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../support/authHarness.ts';
import { followAuthLink } from '../support/authLinks.ts';
import { waitForEmail } from '../support/mailbox.ts';

const PASSWORD = 'gracia-y-paz-2025';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe("auth: changing one's email (double_confirm_changes: both addresses confirm)", () => {
  let t: AuthHarness;
  beforeAll(async () => {
    t = await startAuthHarness();
    for (const email of ['antes@example.org', 'codigos@example.org']) {
      await t
        .client('service_role')
        .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const client = t.client();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return client;
  };

  it('mails both addresses; the first link is only half, the second applies the change', async () => {
    const client = await signIn('antes@example.org');
    expect((await client.auth.updateUser({ email: 'despues@example.org' })).error).toBeNull();
    const toNew = await waitForEmail('despues@example.org');
    const toOld = await waitForEmail('antes@example.org');
    expect(toNew.subject).toBe('Confirma tu nuevo correo en Palabra Viva');
    expect(toOld.text).toContain('despues@example.org');

    const half = await followAuthLink(t, toNew.links[0]!);
    expect(half.params).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
    expect((await client.auth.getUser()).data.user?.email).toBe('antes@example.org');

    const done = await followAuthLink(t, toOld.links[0]!);
    expect(done.params.type).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe('despues@example.org');
    await signIn('despues@example.org');
  });

  it('accepts the two codes through verifyOtp type email_change', async () => {
    const client = await signIn('codigos@example.org');
    await client.auth.updateUser({ email: 'codigos-nuevo@example.org' });
    const newCode = codeIn((await waitForEmail('codigos-nuevo@example.org')).text);
    const oldCode = codeIn((await waitForEmail('codigos@example.org')).text);
    const half = await t
      .client()
      .auth.verifyOtp({ email: 'codigos-nuevo@example.org', token: newCode, type: 'email_change' });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    const full = await t
      .client()
      .auth.verifyOtp({ email: 'codigos@example.org', token: oldCode, type: 'email_change' });
    expect(full.error).toBeNull();
    expect(full.data.user?.email).toBe('codigos-nuevo@example.org');
  });
});
