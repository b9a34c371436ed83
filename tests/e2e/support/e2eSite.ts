import { inboxSmtpEnv, startLocalInbox } from '@palabra-viva/local-supabase';
import { type DemoSite, startDemoSite } from '#devserver/demoSite.ts';
import { forwardedVisitorAddress } from '#devserver/siteServer.ts';
import { runOutbox } from '../../../netlify/lib/mail/outbox.ts';
import { mountServerFunctions } from '../../../netlify/lib/registry.ts';
import { syncSiteSettings } from '../../../netlify/lib/settings/syncSiteSettings.ts';
import { publishConfiguredSite } from '../../support/configuredSite.ts';
import { startStripeStandIn } from '../../support/stripeStandIn.ts';

const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_prueba_local';
/** The Stripe customer whose portal the stand-in for Stripe's API opens (a donor journey's monthly gift). */
const E2E_STRIPE_CUSTOMER = 'cus_E2eMensual';

export interface E2eSite {
  site: DemoSite;
  /** What the test workers read (environment.ts): URLs, keys and the Stripe test secret. */
  env: Record<string, string>;
}

/**
 * The site the browser journeys walk: a MailDev inbox and the demo site (startDemoSite) with the server
 * functions they call. Started by the e2e global setup, or once by `npm test` for the quality gates and
 * the journeys alike.
 */
export async function startE2eSite(): Promise<E2eSite> {
  // The local Auth sends to MAIL_SMTP_PORT; journeys read the messages through MAIL_API_URL.
  const inbox = await startLocalInbox({ webPort: 0, smtpPort: 0 });
  // Server code sends through the outbox to the same inbox, with the SMTP_* variables production uses.
  const mailEnv = {
    MAIL_SMTP_PORT: String(inbox.smtpPort),
    MAIL_API_URL: inbox.apiUrl,
    ...inboxSmtpEnv(inbox),
  };
  Object.assign(process.env, mailEnv);
  // The official Stripe SDK in the functions talks to this stand-in for Stripe's API (customer portal).
  const stripe = await startStripeStandIn([E2E_STRIPE_CUSTOMER]);
  const demo = await startDemoSite({
    // Each journey is a visitor of its own (fixtures.ts names its address), as the API already reads it.
    visitorAddress: forwardedVisitorAddress,
    // A ministry that finished its setup: Stripe's button, the live player and Spotify show (test ids).
    addContent: publishConfiguredSite,
    // Journeys sign Stripe events with this test secret, as Stripe would with the real one. Rebuild requests
    // are recorded only: this shared site is not rebuilt (editorPublishesToTheLiveSite runs npm start).
    functions: ({ apiUrl, secretKey }) =>
      mountServerFunctions({
        supabaseUrl: apiUrl,
        secretKey,
        env: {
          STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
          STRIPE_SECRET_KEY: 'sk_test_e2e_local',
          STRIPE_API_BASE: stripe.url,
        },
      }),
  }).catch(async (error) => {
    await stripe.close();
    await inbox.close();
    throw error;
  });
  await syncSiteSettings({ supabaseUrl: demo.apiUrl, secretKey: demo.secretKey });
  // Queued email leaves within a second, as with npm start.
  const outbox = runOutbox({ supabaseUrl: demo.apiUrl, secretKey: demo.secretKey });
  const site: DemoSite = {
    ...demo,
    close: async () => {
      await outbox.stop();
      await demo.close();
      await stripe.close();
      await inbox.close();
    },
  };
  const env = {
    ...mailEnv,
    E2E_SITE_URL: site.siteUrl,
    E2E_API_URL: site.apiUrl,
    E2E_PUBLISHABLE_KEY: site.publishableKey,
    E2E_SECRET_KEY: site.secretKey,
    E2E_STRIPE_WEBHOOK_SECRET,
    E2E_STRIPE_CUSTOMER,
  };
  return { site, env };
}
