import { parseBackendArgs } from '../backend/cli.ts';
import { closeOnSignal, launchBackend } from '../backend/launch.ts';
import { CREATE_STAFF_USER_PATH, createStaffUserHandler } from '../netlify/lib/createStaffUserHandler.ts';
import { localStripeWebhook } from '../netlify/lib/localStripeWebhook.ts';
import { STRIPE_WEBHOOK_PATH } from '../netlify/lib/stripeWebhookHandler.ts';
import { buildSite } from './lib/buildSite.ts';
import { serveSite } from './site/siteServer.ts';

// The whole product locally: API on API_PORT with demo content, site + admin built from it and served on PORT.
const options = { ...parseBackendArgs(process.argv.slice(2)), seed: true };
const sitePort = Number(process.env.PORT ?? 4321);

const { backend, api } = await launchBackend(options);
console.log('Construyendo el sitio y el panel…');
await buildSite({ supabaseUrl: api.url, anonKey: backend.ctx.keys.anonKey });
const site = await serveSite(
  'dist',
  sitePort,
  {
    [CREATE_STAFF_USER_PATH]: createStaffUserHandler({
      supabaseUrl: api.url,
      serviceRoleKey: backend.ctx.keys.serviceRoleKey,
    }),
    [STRIPE_WEBHOOK_PATH]: localStripeWebhook(api.url, backend.ctx.keys.serviceRoleKey),
  },
  { apiOrigin: api.url },
);
console.log(`\nSitio:  ${site.url}/\nPanel:  ${site.url}/admin/`);
closeOnSignal(site.close, api.close, backend.close);
