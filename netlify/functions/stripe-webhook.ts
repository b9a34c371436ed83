import { siteConfig } from '#core/siteConfig.ts';
import { stripeWebhookHandler, stripeWebhookNotConfigured } from '../lib/stripeWebhookHandler.ts';

let handler: ((request: Request) => Promise<Response>) | undefined;

/**
 * Netlify function Stripe calls after each checkout (DEPLOY.md: «Webhook de Stripe»). The service key and the
 * signing secret come from the server environment, never from the browser.
 */
export default async function stripeWebhook(request: Request): Promise<Response> {
  const supabaseUrl = process.env.SUPABASE_URL ?? process.env.PUBLIC_SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!supabaseUrl || !serviceRoleKey || !webhookSecret) return stripeWebhookNotConfigured();
  handler ??= stripeWebhookHandler({
    supabaseUrl,
    serviceRoleKey,
    webhookSecret,
    timeZone: siteConfig.timeZone,
  });
  return handler(request);
}
