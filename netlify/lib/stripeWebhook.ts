import Stripe from 'stripe';
import { siteConfig } from '#core/siteConfig.ts';
import { donationFromCheckout } from './donationFromCheckout.ts';
import { defineServerFunction, fail, json, Refusal, requirePost } from './serverFunction.ts';

/**
 * POST from Stripe (DEPLOY.md: «Webhook de Stripe»), signed with STRIPE_WEBHOOK_SECRET (whsec_…, from the
 * Stripe dashboard, or what `stripe listen --forward-to localhost:4321/.netlify/functions/stripe-webhook`
 * prints). Verifies the signature over the raw bytes (a parsed and re-serialised body would not match),
 * then records a paid checkout.session.completed as a donation through the service key. The unique
 * stripe_payment_intent_id makes a retried or replayed event a no-op: Stripe gets 200 and the table keeps
 * one row. Other events are acknowledged and ignored. Only a storage failure answers 5xx, which makes
 * Stripe retry later — the one case where a retry helps.
 */
/** `timeZone`: the ministry's calendar, for donation_date (a gift at 23:00 keeps its local day). */
export function stripeWebhookFunction(timeZone = siteConfig.timeZone) {
  return defineServerFunction('stripe-webhook', (service, settings) => {
    const webhookSecret = settings.env?.STRIPE_WEBHOOK_SECRET;
    if (!webhookSecret) return async () => stripeWebhookNotConfigured();
    return async (request) => {
      requirePost(request);
      const signature = request.headers.get('Stripe-Signature');
      if (!signature) throw new Refusal(400, 'missing_signature', 'Falta la cabecera Stripe-Signature.');
      const raw = new Uint8Array(await request.arrayBuffer());

      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(raw, signature, webhookSecret);
      } catch (error) {
        // Wrong secret, tampered body, or a timestamp outside the tolerance (a replay): never trusted.
        const detail = error instanceof Error ? error.message : String(error);
        throw new Refusal(400, 'invalid_signature', `Firma de Stripe no válida: ${detail}`);
      }

      if (event.type !== 'checkout.session.completed')
        return json(200, { received: true, ignored: `evento ${event.type}` });
      const result = donationFromCheckout(event.data.object, event.created, timeZone);
      if ('ignored' in result) return json(200, { received: true, ignored: result.ignored });

      const { data, error } = await service
        .from('donations')
        .upsert(result.donation, { onConflict: 'stripe_payment_intent_id', ignoreDuplicates: true })
        .select('id');
      if (error) throw new Refusal(500, error.code || 'store_failed', error.message);
      return json(200, { received: true, recorded: (data ?? []).length === 1 });
    };
  });
}

export const stripeWebhook = stripeWebhookFunction();

/**
 * The answer while STRIPE_WEBHOOK_SECRET (or the service key) is missing: 503, so Stripe keeps retrying and
 * gifts made before the variables are set still arrive once they are.
 */
export function stripeWebhookNotConfigured(): Response {
  return fail(
    503,
    'not_configured',
    'Webhook de Stripe sin configurar: faltan STRIPE_WEBHOOK_SECRET o SUPABASE_SERVICE_ROLE_KEY.',
  );
}
