import Stripe from 'stripe';
import { z } from 'zod/mini';
import { fundName } from '#core/giving/funds.ts';
import { normaliseEmail, statementsOf } from '#core/giving/statement.ts';
import { readMinistry } from '#core/site/ministry.ts';
import { manageUrl } from './donationStatements.ts';
import {
  isSignedLinkToken,
  LINK_MINUTES,
  linkTokenHash,
  newLinkToken,
  sessionEmail,
  sessionToken,
} from './giving/donorTokens.ts';
import { escapeHtml, givingEmailHtml } from './giving/emailHtml.ts';
import { statementPdf } from './giving/statementPdf.ts';
import { loadYearGifts } from './giving/yearGifts.ts';
import { enqueueEmail, kickOutbox } from './mail/outbox.ts';
import {
  clientAddress,
  knockForNewLink,
  knockOrRefuse,
  readPublicPost,
  sessionOrRefuse,
} from './publicDoor.ts';
import { defineServerFunction, json, Refusal, type ServiceClient } from './serverFunction.ts';

const donorRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('request'), email: z.email('Escribe un correo válido.') }),
  z.object({ action: z.literal('open'), token: z.string().check(z.maxLength(300)) }),
  z.object({
    action: z.literal('statement'),
    session: z.string().check(z.maxLength(1000)),
    year: z.number(),
  }),
  z.object({ action: z.literal('gifts'), session: z.string().check(z.maxLength(1000)) }),
  z.object({ action: z.literal('portal'), session: z.string().check(z.maxLength(1000)) }),
]);

/** The one answer to a link request, whether or not the email has gifts: it reveals nothing. */
export const LINK_SENT =
  'Si ese correo tiene donaciones registradas, en unos minutos recibirás un enlace para gestionarlas. Caduca en 30 minutos y sirve una sola vez.';
/** A wrong, expired or spent link: one answer, so a guess learns nothing about the tokens that exist. */
export const LINK_NOT_VALID =
  'Este enlace no es válido, ya se usó o caducó (dura 30 minutos y sirve una sola vez). Pide uno nuevo en «Gestionar mis donaciones».';
const SESSION_OVER = 'Tu acceso caducó. Pide un enlace nuevo en «Gestionar mis donaciones».';
export const STRIPE_MISSING =
  'El portal de Stripe no está configurado: define STRIPE_SECRET_KEY (sk_live_… o sk_test_…, Stripe → Developers → API keys) en las variables de entorno de Netlify y vuelve a desplegar.';

/** The largest request this function reads: a session token and an action. */
const BODY_LIMIT_BYTES = 4 * 1024;
const LINK_DOORS = ['donor_link_request', 'donor_link_email'] as const;

const GIFT_COLUMNS =
  'id, donation_date, fund, amount, currency, status, refunded_at, recurring, stripe_customer_id';

async function giftsOf(service: ServiceClient, email: string) {
  const { data, error } = await service
    .from('donations')
    .select(GIFT_COLUMNS)
    .eq('donor_email_normalized', email)
    .order('donation_date', { ascending: false })
    .limit(1000);
  if (error) throw new Refusal(500, error.code, error.message);
  return data;
}

/** What the page lists: the gifts (never the Stripe customer), the years with a statement, a recurring gift. */
async function donorView(service: ServiceClient, email: string) {
  const [gifts, { funds }] = await Promise.all([giftsOf(service, email), readMinistry(service)]);
  return {
    email,
    // The fund's name is read here, from the published giving area: the browser page carries no site content.
    gifts: gifts.map(({ stripe_customer_id, ...gift }) => ({
      ...gift,
      fund_name: fundName(gift.fund, funds),
    })),
    statementYears: [
      ...new Set(
        gifts
          .filter((gift) => gift.status === 'succeeded' && !gift.refunded_at)
          .map((gift) => Number(gift.donation_date.slice(0, 4))),
      ),
    ],
    recurring: gifts.some((gift) => gift.recurring && gift.stripe_customer_id),
  };
}

/**
 * Donor self-service without an account (/donate/gestionar): `request` queues a magic link to the email
 * when it has gifts and answers the same either way; `open` spends the link once and gives a 30-minute
 * signed session with the donor's gifts; `gifts` lists them again within the session (a reload); `statement` is a year's PDF; `portal` a Stripe customer-portal
 * session for a recurring gift's customer, created with the official SDK (STRIPE_SECRET_KEY; 503 without).
 */
export const donorAccess = defineServerFunction('donor-access', (service, settings) => {
  const secret = settings.secretKey;
  const env = settings.env ?? {};
  const donorOf = (session: string) =>
    sessionOrRefuse(service, 'donor_session', session, (held) => sessionEmail(secret, held), SESSION_OVER);
  return async (request) => {
    const address = clientAddress(request);
    const body = await readPublicPost(request, donorRequest, BODY_LIMIT_BYTES);
    if (body.action === 'request') {
      const email = normaliseEmail(body.email);
      await knockForNewLink(service, LINK_DOORS, address, email);
      if ((await giftsOf(service, email)).length > 0) {
        const { token, hash } = newLinkToken(secret);
        const expires = new Date(Date.now() + LINK_MINUTES * 60_000).toISOString();
        const stored = await service.rpc('create_donor_access_link', {
          email,
          token_hash: hash,
          expires_at: expires,
        });
        if (stored.error) throw new Refusal(500, stored.error.code, stored.error.message);
        const link = `${manageUrl(env, request)}#acceso=${token}`;
        await enqueueEmail(service, {
          idempotencyKey: `donor_link:${hash}`,
          kind: 'donor_link',
          recipient: email,
          subject: 'Tu enlace para gestionar tus donaciones',
          html: givingEmailHtml(
            [
              'Hola:',
              'Pediste gestionar tus donaciones. Este enlace caduca en 30 minutos y sirve una sola vez:',
              `<a href="${escapeHtml(link)}">Gestionar mis donaciones</a>`,
              'Si no lo pediste, ignora este correo.',
            ],
            'Palabra Viva',
          ),
        });
        await kickOutbox(service, env);
      }
      return json(200, { message: LINK_SENT });
    }
    if (body.action === 'open') {
      await knockOrRefuse(service, [
        ['donor_link_open', address],
        ['donor_link_token', linkTokenHash(body.token)],
      ]);
      // Every token takes the same path to the database, signed or not: the time of the answer says nothing.
      const signed = isSignedLinkToken(secret, body.token);
      const { data, error } = await service.rpc('spend_donor_access_link', {
        token_hash: linkTokenHash(body.token),
      });
      if (error) throw new Refusal(500, error.code, error.message);
      const [spent] = data;
      if (!signed || spent?.outcome !== 'ok' || !spent.email)
        throw new Refusal(400, 'link_invalid', LINK_NOT_VALID);
      return json(200, {
        session: sessionToken(secret, spent.email),
        ...(await donorView(service, spent.email)),
      });
    }
    if (body.action === 'gifts') return json(200, await donorView(service, await donorOf(body.session)));
    if (body.action === 'statement') {
      const email = await donorOf(body.session);
      const [statement] = statementsOf(await loadYearGifts(service, body.year, email), body.year);
      if (!statement)
        throw new Refusal(404, 'no_statement', `No hay donaciones completadas en ${body.year}.`);
      return new Response(
        (await statementPdf(statement, await readMinistry(service))) as Uint8Array<ArrayBuffer>,
        {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="certificado-${body.year}.pdf"`,
            'Cache-Control': 'no-store',
          },
        },
      );
    }
    const email = await donorOf(body.session);
    if (!env.STRIPE_SECRET_KEY) throw new Refusal(503, 'stripe_not_configured', STRIPE_MISSING);
    const customer = (await giftsOf(service, email)).find(
      (gift) => gift.recurring && gift.stripe_customer_id,
    )?.stripe_customer_id;
    if (!customer)
      throw new Refusal(404, 'no_recurring_gift', 'No hay donaciones mensuales con este correo.');
    const portal = await stripeClient(env).billingPortal.sessions.create({
      customer,
      return_url: manageUrl(env, request),
    });
    return json(200, { url: portal.url });
  };
});

/** The official SDK; STRIPE_API_BASE points it at a stand-in for Stripe's API in tests (never set in production). */
function stripeClient(env: Readonly<Record<string, string | undefined>>): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
