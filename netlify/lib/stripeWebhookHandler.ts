// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { createClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import type { Database } from '#core/database.types.ts';
import { donationFromCheckout } from './donationFromCheckout.ts';

export interface StripeWebhookConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The endpoint's signing secret (whsec_…), from the Stripe dashboard. */
  webhookSecret: string;
  /** Zone of the ministry's calendar for donation_date (core/siteConfig.ts timeZone). */
  timeZone: string;
  /** Seconds a signature stays valid; Stripe's default (300) unless a test needs another. */
  toleranceSeconds?: number;
  /** Lets tests and the local server reach the API in process. */
  fetch?: typeof fetch;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

const fail = (status: number, code: string, message: string) =>
  json(status, { code, message, details: null, hint: null });

/**
 * POST from Stripe. Verifies the signature over the raw bytes (a parsed and re-serialised body would not
 * match), then records a paid checkout.session.completed as a donation through the service key. The
 * unique stripe_payment_intent_id makes a retried or replayed event a no-op: Stripe gets 200 and the table
 * keeps one row. Other events are acknowledged and ignored. Only a storage failure answers 5xx, which
 * makes Stripe retry later — the one case where a retry helps.
 */
export function stripeWebhookHandler(config: StripeWebhookConfig): (request: Request) => Promise<Response> {
  const service = createClient<Database>(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: config.fetch ? { fetch: config.fetch } : {},
  });

  return async (request) => {
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Usa POST.');
    const signature = request.headers.get('Stripe-Signature');
    if (!signature) return fail(400, 'missing_signature', 'Falta la cabecera Stripe-Signature.');
    const raw = new Uint8Array(await request.arrayBuffer());

    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(
        raw,
        signature,
        config.webhookSecret,
        config.toleranceSeconds,
      );
    } catch (error) {
      // Wrong secret, tampered body, or a timestamp outside the tolerance (a replay): never trusted.
      const detail = error instanceof Error ? error.message : String(error);
      return fail(400, 'invalid_signature', `Firma de Stripe no válida: ${detail}`);
    }

    if (event.type !== 'checkout.session.completed')
      return json(200, { received: true, ignored: `evento ${event.type}` });
    const result = donationFromCheckout(event.data.object, event.created, config.timeZone);
    if ('ignored' in result) return json(200, { received: true, ignored: result.ignored });

    const { data, error } = await service
      .from('donations')
      .upsert(result.donation, { onConflict: 'stripe_payment_intent_id', ignoreDuplicates: true })
      .select('id');
    if (error) return fail(500, error.code || 'store_failed', error.message);
    return json(200, { received: true, recorded: (data ?? []).length === 1 });
  };
}

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

/** Path Stripe posts to, on Netlify and on the local site server alike. */
export const STRIPE_WEBHOOK_PATH = '/.netlify/functions/stripe-webhook';
