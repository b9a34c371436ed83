import { z } from 'zod/mini';
import { checkedAnswers, contactOf, scheduledStarts, takeSignupSchema } from '#core/signups/signupRequest.ts';
import { enqueueEmail, kickOutbox } from '../mail/outbox.ts';
import { siteUrlOf } from '../privateLink.ts';
import { knockForNewLink, knockOrRefuse, readPublicPost, sessionOrRefuse } from '../publicDoor.ts';
import { defineServerFunction, json, Refusal } from '../serverFunction.ts';
import { mailPromotions } from './promotionMail.ts';
import { bookingSignups, openList } from './signupBookings.ts';
import { confirmationEmail, signupWhen } from './signupEmails.ts';
import { mailNewLinks } from './signupLinkRequest.ts';
import {
  newSignupLinkToken,
  sessionBooking,
  signupLinkExpiry,
  signupLinkHash,
  signupManageLink,
  signupSession,
} from './signupLinks.ts';

const LINK_DOORS = ['signup_link_request', 'signup_link_email'] as const;
const SESSION_OVER = 'Tu sesión caducó. Abre de nuevo tu enlace privado.';

const signupRequest = z.discriminatedUnion('action', [
  takeSignupSchema,
  z.object({ action: z.literal('open'), token: z.string().check(z.maxLength(100)) }),
  z.object({
    action: z.literal('resend'),
    email: z.email('Escribe un correo válido.').check(z.maxLength(320)),
  }),
  z.object({
    action: z.literal('cancel'),
    session: z.string().check(z.maxLength(400)),
    signup_id: z.uuid('Elige una inscripción válida.'),
  }),
  z.object({
    action: z.literal('move'),
    session: z.string().check(z.maxLength(400)),
    signup_id: z.uuid('Elige una inscripción válida.'),
    new_start: z.iso.datetime({ offset: true, error: 'Elige una fecha válida.' }),
  }),
]);

/** What a spent, expired or made-up private link answers: the same, so a guess learns nothing. */
export const SIGNUP_LINK_NOT_VALID =
  'Este enlace no es válido, ya se usó o caducó (sirve una sola vez). Si necesitas cambiar tu inscripción, escríbenos.';

/** The one answer to a request for a new link, whether or not the email has a booking: it reveals nothing. */
export const SIGNUP_LINK_SENT =
  'Si ese correo tiene una inscripción activa, en unos minutos recibirás un enlace nuevo para gestionarla. Sirve una sola vez.';

/** A sign-up form is small: five short answers and a dozen dates fit many times in this. */
const MAX_BODY_BYTES = 16_384;
const formTooLarge = () => new Refusal(413, 'body_too_large', 'El formulario es demasiado grande.');

/** The engine's refusals (supabase/migrations/20261202110100_decide_signup_places.sql): status by code. */
const ENGINE_STATUS: Record<string, number> = {
  SU001: 409,
  SU002: 409,
  SU003: 409,
  SU004: 409,
  '23505': 409,
  '22023': 400,
  signup_rate_limited: 429,
};

/** The visitor's address as the gateway reports it (Netlify, then a proxy's first hop), for the rate limit. */
export function clientAddress(request: Request): string {
  return (
    request.headers.get('x-nf-client-connection-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    ''
  );
}

/**
 * POST from the sign-up form and the manage page (issue 33 items 1, 2 and 5), as the service role:
 * `take` checks the form (contact, answers, real dates of the schedule), lets the engine decide the places
 * (rate limited per address in SQL), emails the confirmation with the private link and answers the places
 * and the token; `open` spends a private link for a short signed session and the booking's sign-ups;
 * `cancel` cancels one of them and emails whoever the engine promoted; `move` («Cambiar de fecha», offered
 * for serving shifts: each of their sign-ups comes with `other_dates`) takes a place on another date of the schedule and frees the old one (promoting likewise); `resend` emails a fresh link to each
 * active booking of an email and answers the same whether or not there is one. A filled honeypot is answered as
 * a success and stores nothing. Refusals are Spanish sentences; the form keeps what was typed.
 */
export const signups = defineServerFunction('signups', (service, settings) => {
  const env = settings.env ?? {};
  const secret = settings.secretKey;
  const siteUrl = (request: Request) => siteUrlOf(env, request);
  const bookingOf = (session: string) =>
    sessionOrRefuse(service, 'signup_session', session, (held) => sessionBooking(secret, held), SESSION_OVER);

  return async (request) => {
    // Netlify caps a request at 6 MB; a form is far smaller, and a larger body is refused before parsing.
    const body = await readPublicPost(request, signupRequest, MAX_BODY_BYTES, formTooLarge);

    if (body.action === 'take') {
      const list = await openList(service, body.list_id);
      const { token, hash } = newSignupLinkToken();
      if (body.website?.trim()) return json(201, { token, places: [] });
      const contact = contactOf(body);
      if (typeof contact === 'string') throw new Refusal(400, 'validation_failed', contact);
      const answers = checkedAnswers(list.questions, body.answers);
      if (typeof answers === 'string') throw new Refusal(400, 'validation_failed', answers);
      const starts = scheduledStarts(list.timing, body.starts);
      if (!starts) throw new Refusal(400, 'validation_failed', 'Elige una fecha de la lista.');
      const last = new Date(Math.max(...starts.map((date) => date.getTime())));
      const { data, error } = await service.rpc('take_signup_places', {
        list_id: list.id,
        starts: starts.map((date) => date.toISOString()),
        person: {
          name: body.name,
          email: contact.email,
          phone: contact.phone,
          whatsapp_consent: body.whatsapp_consent ?? false,
        },
        answers,
        link_hash: hash,
        link_expires_at: signupLinkExpiry(last).toISOString(),
        client_address: clientAddress(request),
      });
      if (error) throw new Refusal(ENGINE_STATUS[error.code] ?? 500, error.code, error.message);
      const places = data.map((place) => ({
        starts_at: place.starts_at,
        status: place.status,
        waitlist_position: place.waitlist_position,
      }));
      if (contact.email && data[0]?.booking_id) {
        await enqueueEmail(service, {
          idempotencyKey: `signup_confirmed:${data[0].booking_id}`,
          kind: 'signup_confirmed',
          recipient: contact.email,
          ...confirmationEmail({
            name: body.name,
            title: list.title,
            dates: data.map((place) => ({
              when: signupWhen(new Date(place.starts_at ?? ''), list.timing.timeZone),
              status: place.status ?? '',
              waitlistPosition: place.waitlist_position,
            })),
            link: signupManageLink(siteUrl(request), token),
          }),
        });
        await kickOutbox(service, env);
      }
      return json(201, { token, places });
    }

    if (body.action === 'open') {
      await knockOrRefuse(service, [
        ['signup_link_open', clientAddress(request) || null],
        ['signup_link_token', signupLinkHash(body.token)],
      ]);
      const { data, error } = await service.rpc('spend_signup_link', {
        token_hash: signupLinkHash(body.token),
      });
      if (error) throw new Refusal(500, error.code, error.message);
      const [result] = data;
      // Spent, expired and made up answer alike, so a guess learns nothing (SECURITY.md «Enlaces privados»).
      if (result?.outcome !== 'ok' || !result.booking_id)
        throw new Refusal(410, 'link_invalid', SIGNUP_LINK_NOT_VALID);
      return json(200, {
        session: signupSession(secret, result.booking_id),
        signups: await bookingSignups(service, result.booking_id),
      });
    }

    if (body.action === 'resend') {
      const email = body.email.trim().toLowerCase();
      await knockForNewLink(service, LINK_DOORS, clientAddress(request) || null, email);
      if ((await mailNewLinks(service, email, siteUrl(request))) > 0) await kickOutbox(service, env);
      return json(200, { message: SIGNUP_LINK_SENT });
    }

    const bookingId = await bookingOf(body.session);
    const mine = await bookingSignups(service, bookingId);
    if (!mine.some((signup) => signup.id === body.signup_id))
      throw new Refusal(404, 'not_found', 'Esa inscripción no es de este enlace.');
    if (body.action === 'move') {
      // The new date must be a real date of the schedule, as for a new sign-up; the engine decides the place.
      const signup = mine.find((row) => row.id === body.signup_id);
      const list = await openList(service, signup?.list_id ?? '');
      const [start] = scheduledStarts(list.timing, [body.new_start]) ?? [];
      if (!start) throw new Refusal(400, 'validation_failed', 'Elige una fecha de la lista.');
      const moved = await service.rpc('move_signup', {
        signup_id: body.signup_id,
        new_start: start.toISOString(),
      });
      if (moved.error)
        throw new Refusal(ENGINE_STATUS[moved.error.code] ?? 500, moved.error.code, moved.error.message);
      if (moved.data.some((row) => (row.promoted ?? []).length > 0)) {
        await mailPromotions(service, siteUrl(request));
        await kickOutbox(service, env);
      }
      return json(200, { signups: await bookingSignups(service, bookingId) });
    }
    const cancelled = await service.rpc('cancel_signup', { signup_id: body.signup_id });
    if (cancelled.error) throw new Refusal(500, cancelled.error.code, cancelled.error.message);
    if (cancelled.data.length > 0) {
      await mailPromotions(service, siteUrl(request));
      await kickOutbox(service, env);
    }
    return json(200, { signups: await bookingSignups(service, bookingId) });
  };
});
