import { siteConfig } from '#core/siteConfig.ts';
import { stripeWebhookHandler, stripeWebhookNotConfigured } from './stripeWebhookHandler.ts';

/**
 * The Stripe webhook as `npm start` mounts it: live when STRIPE_WEBHOOK_SECRET is set (e.g. the secret
 * `stripe listen --forward-to localhost:4321/.netlify/functions/stripe-webhook` prints), otherwise a clear 503.
 */
export function localStripeWebhook(
  supabaseUrl: string,
  serviceRoleKey: string,
  webhookSecret = process.env.STRIPE_WEBHOOK_SECRET,
): (request: Request) => Promise<Response> {
  if (!webhookSecret) return async () => stripeWebhookNotConfigured();
  return stripeWebhookHandler({ supabaseUrl, serviceRoleKey, webhookSecret, timeZone: siteConfig.timeZone });
}
