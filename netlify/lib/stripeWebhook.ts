import Stripe from 'stripe';
import { readMinistry } from '#core/site/ministry.ts';
import { donationFromCheckout } from './donationFromCheckout.ts';
import { queueReceipt } from './giving/receipt.ts';
import { kickOutbox } from './mail/outbox.ts';
import {
  defineServerFunction,
  fail,
  json,
  Refusal,
  requirePost,
  type ServiceClient,
} from './serverFunction.ts';

/**
 * POST from Stripe (DEPLOY.md: «Webhook de Stripe»), signed with STRIPE_WEBHOOK_SECRET (whsec_…, from the
 * Stripe dashboard, or what `stripe listen --forward-to localhost:4321/.netlify/functions/stripe-webhook`
 * prints). Verifies the signature over the raw bytes (a parsed and re-serialised body would not match),
 * then records a paid checkout.session.completed as a donation through the service key. The unique
 * stripe_payment_intent_id makes a retried or replayed event a no-op: Stripe gets 200 and the table keeps
 * one row. The gift's receipt is queued in the email outbox under `receipt:<donation id>` on every delivery
 * (a crash after the insert is mended by Stripe's retry; the key keeps it to one email), then the worker is
 * kicked. charge.refunded marks the gift refunded (statements leave it out). Other events are acknowledged
 * and ignored. Only a storage failure answers 5xx, which makes Stripe retry later — the one case where a
 * retry helps.
 */
/**
 * The ministry's calendar dates donation_date (a gift at 23:00 keeps its local day): the published identity
 * area's zone, read per event with the funds, unless `timeZone` fixes one (tests).
 */
export function stripeWebhookFunction(timeZone?: string) {
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

      if (event.type === 'charge.refunded') return json(200, await recordRefund(service, event.data.object));
      if (event.type !== 'checkout.session.completed')
        return json(200, { received: true, ignored: `evento ${event.type}` });
      const ministry = await readMinistry(service);
      const result = donationFromCheckout(
        event.data.object,
        event.created,
        timeZone ?? ministry.timeZone,
        ministry.funds,
      );
      if ('ignored' in result) return json(200, { received: true, ignored: result.ignored });

      const { data, error } = await service
        .from('donations')
        .upsert(result.donation, { onConflict: 'stripe_payment_intent_id', ignoreDuplicates: true })
        .select('id');
      if (error) throw new Refusal(500, error.code || 'store_failed', error.message);
      const receipt = await queueReceipt(service, {
        stripe_payment_intent_id: result.donation.stripe_payment_intent_id,
      }).catch((failure: { message?: string }) => {
        throw new Refusal(500, 'receipt_queue_failed', failure.message ?? String(failure));
      });
      if ('isNew' in receipt && receipt.isNew) await kickOutbox(service, settings.env);
      return json(200, { received: true, recorded: (data ?? []).length === 1 });
    };
  });
}

export const stripeWebhook = stripeWebhookFunction();

/**
 * A fully refunded charge marks its gift (Stripe sets `refunded` only once nothing is left); the row and its
 * receipt stay. A partial refund keeps the gift whole in the totals: the treasurer corrects it by hand.
 */
async function recordRefund(service: ServiceClient, charge: Stripe.Charge) {
  const paymentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentId || !charge.refunded) return { received: true, ignored: 'reembolso parcial o sin pago' };
  const { data, error } = await service
    .from('donations')
    .update({ refunded_at: new Date().toISOString() })
    .eq('stripe_payment_intent_id', paymentId)
    .is('refunded_at', null)
    .select('id');
  if (error) throw new Refusal(500, error.code || 'store_failed', error.message);
  return { received: true, refunded: (data ?? []).length };
}

/**
 * The answer while STRIPE_WEBHOOK_SECRET (or the service key) is missing: 503, so Stripe keeps retrying and
 * gifts made before the variables are set still arrive once they are.
 */
export function stripeWebhookNotConfigured(): Response {
  return fail(
    503,
    'not_configured',
    'Webhook de Stripe sin configurar: faltan STRIPE_WEBHOOK_SECRET o SUPABASE_SECRET_KEY.',
  );
}
