import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../../backend/backend.ts';
import { seedDatabase } from '../../../backend/db/seed.ts';
import { inboxSmtpEnv, startLocalInbox } from '../../../backend/mail/localInbox.ts';
import { listen } from '../../../backend/serve.ts';
import {
  CREATE_STAFF_USER_PATH,
  createStaffUserHandler,
} from '../../../netlify/lib/createStaffUserHandler.ts';
import { localStripeWebhook } from '../../../netlify/lib/localStripeWebhook.ts';
import { runOutbox } from '../../../netlify/lib/mail/outbox.ts';
import {
  REQUEST_SITE_REBUILD_PATH,
  requestSiteRebuildHandler,
} from '../../../netlify/lib/requestSiteRebuildHandler.ts';
import { syncSecuritySettings } from '../../../netlify/lib/security/syncSecuritySettings.ts';
import { STRIPE_WEBHOOK_PATH } from '../../../netlify/lib/stripeWebhookHandler.ts';
import { buildSite } from '../../../scripts/lib/buildSite.ts';
import { serveSite } from '../../../scripts/site/siteServer.ts';

const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_prueba_local';

/**
 * Once per e2e run: a MailDev inbox, an in-memory backend with the demo content, the site and admin built
 * against it into a temporary folder, all on free loopback ports. Workers read the URLs and keys from
 * the environment (see environment.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The local Auth sends to MAIL_SMTP_PORT; journeys read the messages through MAIL_API_URL.
  const inbox = await startLocalInbox({ webPort: 0, smtpPort: 0 });
  Object.assign(process.env, { MAIL_SMTP_PORT: String(inbox.smtpPort), MAIL_API_URL: inbox.apiUrl });
  // Server code sends through the outbox to the same inbox, with the SMTP_* variables production uses.
  Object.assign(process.env, inboxSmtpEnv(inbox));
  // The seed stores public URLs of its images, so the backend must know its real address before seeding.
  const port = await freePort();
  const backend = await createBackend({ target: { kind: 'memory' }, apiUrl: `http://127.0.0.1:${port}` });
  const api = await listen(backend, port);
  await seedDatabase(backend);
  await syncSecuritySettings({ supabaseUrl: api.url, serviceRoleKey: backend.ctx.keys.serviceRoleKey });
  // Queued email leaves within a second, as with npm start.
  const outbox = runOutbox({ supabaseUrl: api.url, serviceRoleKey: backend.ctx.keys.serviceRoleKey });
  const outDir = mkdtempSync(join(tmpdir(), 'pv-e2e-site-'));
  await buildSite({ supabaseUrl: api.url, anonKey: backend.ctx.keys.anonKey, outDir });
  const site = await serveSite(
    outDir,
    0,
    {
      [CREATE_STAFF_USER_PATH]: createStaffUserHandler({
        supabaseUrl: api.url,
        serviceRoleKey: backend.ctx.keys.serviceRoleKey,
      }),
      // Records the request only: this shared site is not rebuilt (editorPublishesToTheLiveSite runs npm start).
      [REQUEST_SITE_REBUILD_PATH]: requestSiteRebuildHandler({
        supabaseUrl: api.url,
        serviceRoleKey: backend.ctx.keys.serviceRoleKey,
      }),
      // Journeys sign Stripe events with this test secret, as Stripe would with the real one.
      [STRIPE_WEBHOOK_PATH]: localStripeWebhook(
        api.url,
        backend.ctx.keys.serviceRoleKey,
        E2E_STRIPE_WEBHOOK_SECRET,
      ),
    },
    { apiOrigin: api.url },
  );
  Object.assign(process.env, {
    E2E_SITE_URL: site.url,
    E2E_API_URL: api.url,
    E2E_ANON_KEY: backend.ctx.keys.anonKey,
    E2E_SERVICE_ROLE_KEY: backend.ctx.keys.serviceRoleKey,
    E2E_STRIPE_WEBHOOK_SECRET,
  });
  return async () => {
    await site.close();
    await outbox.stop();
    await api.close();
    await backend.close();
    await inbox.close();
    for (const dir of [outDir, `${outDir}-cache`]) rmSync(dir, { recursive: true, force: true });
  };
}

/** A loopback port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
