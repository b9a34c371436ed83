import { findVisitDate } from '#core/visits/visitDates.ts';
import { visitContact, visitRequestSchema } from '#core/visits/visitRequest.ts';
import { enqueueEmail, kickOutbox } from '../mail/outbox.ts';
import { siteUrlOf } from '../privateLink.ts';
import {
  clientAddress,
  knockForNewLink,
  knockOrRefuse,
  readPublicPost,
  sessionOrRefuse,
} from '../publicDoor.ts';
import { defineServerFunction, json, Refusal } from '../serverFunction.ts';
import { visitNewLinkEmail, visitWhen } from './visitEmails.ts';
import {
  newVisitLinkToken,
  sessionVisit,
  visitLinkHash,
  visitManageLink,
  visitSession,
} from './visitLinks.ts';
import { readVisitSite } from './visitPlace.ts';
import {
  choices,
  confirmWithFreshLink,
  dateColumns,
  storeLink,
  VISIT_COLUMNS,
  type VisitRow,
  visitView,
} from './visitRecords.ts';

/** What a spent, expired or made-up private link answers: the same, so a guess learns nothing. */
export const VISIT_LINK_NOT_VALID =
  'Este enlace no es válido, ya se usó o caducó: cada enlace sirve una sola vez. Pide uno nuevo con tu correo.';

/** The one answer to a request for a new link, whether or not the email has a visit: it reveals nothing. */
export const VISIT_LINK_SENT =
  'Si ese correo tiene una visita planeada, en unos minutos recibirás un enlace nuevo para gestionarla. Sirve una sola vez.';

const DATE_GONE = 'Esa reunión ya no está en la lista (pasó o cambió). Elige otra fecha.';
const MAX_BODY_BYTES = 8192;
const LINK_DOORS = ['visit_link_request', 'visit_link_email'] as const;
const SESSION_OVER = 'Tu sesión caducó. Pide un enlace nuevo con tu correo.';

/**
 * POST from /visitanos and /visitanos/gestionar (issue 32 item 1), as the service role. `plan` checks the
 * five fields and that the chosen service is one of the next meetings of the published schedule at this
 * moment, stores the visit, emails the confirmation (with its .ics) and the private link, and answers the
 * token; `open` spends a link for a short signed session, the visit and the dates it may move to;
 * `cancel` and `change` act with that session (a change emails a new confirmation and a fresh link);
 * `resend` emails a fresh link for each visit ahead of an email and answers the same either way. A filled
 * honeypot is answered as a success and stores nothing; every door is rate limited (publicDoor.ts).
 */
export const visits = defineServerFunction('visits', (service, settings) => {
  const env = settings.env ?? {};
  const secret = settings.secretKey;
  const siteUrl = (request: Request) => siteUrlOf(env, request);
  const visitOf = (session: string) =>
    sessionOrRefuse(service, 'visit_session', session, (held) => sessionVisit(secret, held), SESSION_OVER);

  async function visitById(id: string): Promise<VisitRow | null> {
    const { data, error } = await service
      .from('planned_visits')
      .select(VISIT_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw new Refusal(500, error.code, error.message);
    return data;
  }

  return async (request) => {
    const body = await readPublicPost(request, visitRequestSchema, MAX_BODY_BYTES);
    const now = new Date();
    const address = clientAddress(request);

    if (body.action === 'plan') {
      // A bot that fills the hidden field hears success and leaves; nothing is stored or sent.
      if (body.website?.trim()) return json(201, { token: newVisitLinkToken().token });
      await knockOrRefuse(service, [['visit_plan', address]]);
      const contact = visitContact(body);
      if (typeof contact === 'string') throw new Refusal(400, 'validation_failed', contact);
      const site = await readVisitSite(service);
      const date = findVisitDate(site.schedule, site.timeZone, now, body.visit);
      if (!date) throw new Refusal(409, 'date_gone', DATE_GONE);
      const { data: row, error } = await service
        .from('planned_visits')
        .insert({
          name: body.name,
          email: contact.email,
          phone: contact.phone,
          whatsapp_consent: body.whatsapp_consent ?? false,
          party_size: body.party_size,
          children: body.children ?? false,
          ...dateColumns(date),
        })
        .select(VISIT_COLUMNS)
        .single();
      if (error) throw new Refusal(500, error.code, error.message);
      const token = await confirmWithFreshLink(service, row, site, siteUrl(request), env);
      return json(201, { token, visit: visitView(row, site) });
    }

    if (body.action === 'open') {
      await knockOrRefuse(service, [
        ['visit_link_open', address],
        ['visit_link_token', visitLinkHash(body.token)],
      ]);
      const { data, error } = await service.rpc('spend_visit_link', {
        token_hash: visitLinkHash(body.token),
      });
      if (error) throw new Refusal(500, error.code, error.message);
      const [result] = data;
      const row = result?.outcome === 'ok' && result.visit_id ? await visitById(result.visit_id) : null;
      // Spent, expired and made up answer alike, so a guess learns nothing (SECURITY.md «Enlaces privados»).
      if (!row) throw new Refusal(410, 'link_invalid', VISIT_LINK_NOT_VALID);
      const site = await readVisitSite(service);
      return json(200, {
        session: visitSession(secret, row.id),
        visit: visitView(row, site),
        choices: choices(site, now, row.starts_at),
      });
    }

    if (body.action === 'resend') {
      const email = body.email.trim().toLowerCase();
      await knockForNewLink(service, LINK_DOORS, address, email);
      const { data, error } = await service
        .from('planned_visits')
        .select(VISIT_COLUMNS)
        .eq('email_normalized', email)
        .eq('status', 'planned')
        .gt('starts_at', now.toISOString())
        .order('starts_at')
        .limit(3);
      if (error) throw new Refusal(500, error.code, error.message);
      for (const row of data) {
        if (!row.email) continue;
        const token = await storeLink(service, row.id, row.starts_at);
        await enqueueEmail(service, {
          idempotencyKey: `visit_link:${visitLinkHash(token)}`,
          kind: 'visit_link',
          recipient: row.email,
          ...visitNewLinkEmail({
            name: row.name,
            serviceName: row.service_name,
            when: visitWhen(new Date(row.starts_at), row.time_zone),
            link: visitManageLink(siteUrl(request), token),
          }),
        });
      }
      if (data.length > 0) await kickOutbox(service, env);
      return json(200, { message: VISIT_LINK_SENT });
    }

    const visitId = await visitOf(body.session);
    const current = await visitById(visitId);
    if (!current) throw new Refusal(404, 'not_found', 'Esta visita ya no existe.');
    if (current.status !== 'planned')
      throw new Refusal(409, 'visit_cancelled', 'Esta visita ya está cancelada.');
    const site = await readVisitSite(service);

    if (body.action === 'cancel') {
      const { data: row, error } = await service
        .from('planned_visits')
        .update({ status: 'cancelled', cancelled_at: now.toISOString() })
        .eq('id', visitId)
        .eq('status', 'planned')
        .select(VISIT_COLUMNS)
        .single();
      if (error) throw new Refusal(500, error.code, error.message);
      return json(200, { visit: visitView(row, site), choices: [] });
    }

    const date = findVisitDate(site.schedule, site.timeZone, now, body.visit);
    if (!date) throw new Refusal(409, 'date_gone', DATE_GONE);
    const { data: row, error } = await service
      .from('planned_visits')
      .update({ ...dateColumns(date), reminded_at: null })
      .eq('id', visitId)
      .eq('status', 'planned')
      .select(VISIT_COLUMNS)
      .single();
    if (error) throw new Refusal(500, error.code, error.message);
    // The link that opened this session is spent: the new confirmation brings a fresh one, and the new .ics.
    // A guest who left no email has no confirmation: the page is the only place the fresh link can appear.
    const token = await confirmWithFreshLink(service, row, site, siteUrl(request), env);
    return json(200, {
      visit: visitView(row, site),
      choices: choices(site, now, row.starts_at),
      ...(row.email ? {} : { token }),
    });
  };
});
