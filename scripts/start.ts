import {
  closeOnSignal,
  describeInbox,
  inboxPorts,
  inboxSmtpEnv,
  launchBackend,
  parseBackendArgs,
  startLocalInbox,
} from '@palabra-viva/local-supabase';
import { startDraftPreviews, startLiveSite } from '#devserver/liveSite.ts';
import { startJobSchedule } from '../netlify/lib/jobs/jobSchedule.ts';
import { scheduledJobs } from '../netlify/lib/jobs/registry.ts';
import { runOutbox } from '../netlify/lib/mail/outbox.ts';
import { mountServerFunctions } from '../netlify/lib/registry.ts';
import { syncSiteSettings } from '../netlify/lib/settings/syncSiteSettings.ts';

// The whole product locally: API on API_PORT with demo content, site + admin built from it and served on
// PORT, and the site rebuilt and swapped in after each publish.
const options = { ...parseBackendArgs(process.argv.slice(2)), seed: true };
const sitePort = Number(process.env.PORT ?? 4321);

// The inbox first: the local Auth sends its emails there from the first request on (to the port it really
// got, should MAIL_SMTP_PORT ask for a free one with 0).
const inbox = await startLocalInbox(inboxPorts());
process.env.MAIL_SMTP_PORT = String(inbox.smtpPort);
// Email the product sends itself (receipts, newsletter…) leaves through the outbox, to this inbox unless
// SMTP_HOST names another server: the same SMTP_* variables production's functions read.
if (!process.env.SMTP_HOST) Object.assign(process.env, inboxSmtpEnv(inbox));
// Auth's emails (invitations, recovery) link to the site on the port it really runs on.
const { backend, api } = await launchBackend(options, { siteUrl: `http://127.0.0.1:${sitePort}` });
console.log(describeInbox(inbox));
console.log('Construyendo el sitio y el panel…');
const serverKeys = { supabaseUrl: api.url, secretKey: backend.ctx.keys.secretKey };
// What a production deploy does too (netlify/functions/deploy-succeeded.ts): the deployment's 2FA switch to SQL.
await syncSiteSettings(serverKeys);
const outbox = runOutbox(serverKeys);
// «Vista previa» of the admin's Sitio: the site built with the drafts, served under /vista-previa/<token>/.
const previews = await startDraftPreviews({
  ...serverKeys,
  publishableKey: backend.ctx.keys.publishableKey,
  port: sitePort,
});
const site = await startLiveSite({
  db: backend.db,
  supabaseUrl: api.url,
  publishableKey: backend.ctx.keys.publishableKey,
  port: sitePort,
  // Tests and benchmarks start the product with their own output folder.
  outDir: process.env.SITE_OUT_DIR || undefined,
  functions: mountServerFunctions({ ...serverKeys, sitePreviews: previews }),
  previews,
});
// The product's clocks (netlify/lib/jobs/registry.ts), on the same cron as production's scheduled functions.
const jobs = startJobSchedule(scheduledJobs, { ...serverKeys, siteUrl: site.url });
console.log(`\nSitio:  ${site.url}/\nPanel:  ${site.url}/admin/\nEl sitio se reconstruye solo al publicar.`);
console.log(`Trabajos programados: ${scheduledJobs.map((job) => job.name).join(', ')} (npm run jobs).`);
closeOnSignal(async () => jobs.stop(), site.close, outbox.stop, api.close, backend.close, inbox.close);
