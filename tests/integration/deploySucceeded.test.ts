import { afterAll, beforeAll, expect, it } from 'vitest';
import { deployConfig } from '#core/deployConfig.ts';
import { deploySucceeded } from '../../netlify/lib/deploySucceeded.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

let t: TestBackend;
let handle: ReturnType<typeof deploySucceeded.create>;
beforeAll(async () => {
  t = await startTestBackend();
  handle = deploySucceeded.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => t.close());

const stored = async () =>
  (
    await t.backend.db.query<{ on: boolean }>(
      'select admins_require_two_factor as on from public.security_settings',
    )
  ).rows[0]?.on;
const deploy = (context: string) =>
  handle(new Request('http://localhost/.netlify/functions/deploy-succeeded', { method: 'POST' }), {
    deploy: { context },
  });

it('writes the deployed configuration’s two-factor switch after a production deploy only', async () => {
  await t.backend.db.query('update public.security_settings set admins_require_two_factor = $1', [
    !deployConfig.staffSecurity.adminsRequireTwoFactor,
  ]);
  expect((await deploy('deploy-preview')).status).toBe(204);
  expect(await stored()).toBe(!deployConfig.staffSecurity.adminsRequireTwoFactor);
  expect((await deploy('production')).status).toBe(204);
  expect(await stored()).toBe(deployConfig.staffSecurity.adminsRequireTwoFactor);
});
