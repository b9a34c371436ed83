import { nextVisitDates, type VisitDate, visitLabel, zonedInstant } from '#core/visits/visitDates.ts';
import { enqueueEmail, kickOutbox } from '../mail/outbox.ts';
import { Refusal, type ServiceClient } from '../serverFunction.ts';
import { visitConfirmationKey } from './visitCalendar.ts';
import { visitConfirmationEmail, visitWhen } from './visitEmails.ts';
import { newVisitLinkToken, visitLinkExpiry, visitManageLink } from './visitLinks.ts';
import { type VisitSite, visitAddress } from './visitPlace.ts';

/**
 * A planned visit as the `visits` function stores and shows it: its row and columns, what the manage page
 * sees, the dates it may move to, and its private link with the confirmation that carries it.
 */

export const VISIT_COLUMNS =
  'id, name, email, service_id, service_name, starts_at, ends_at, time_zone, place, party_size, children, status';

export type VisitRow = {
  id: string;
  name: string;
  email: string | null;
  service_id: string;
  service_name: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  place: string;
  party_size: number;
  children: boolean;
  status: string;
};

/** What the manage page shows: no contact details, which the guest already knows. */
export function visitView(row: VisitRow, site: VisitSite) {
  return {
    service_name: row.service_name,
    starts_at: row.starts_at,
    when: visitLabel(zonedInstant(row.starts_at, row.time_zone)),
    address: visitAddress(row.place, site),
    party_size: row.party_size,
    children: row.children,
    status: row.status,
  };
}

/** The dates a guest may move to: the next meetings, the current one left out. */
export const choices = (site: VisitSite, now: Date, current?: string) =>
  nextVisitDates(site.schedule, site.timeZone, now)
    .filter((date) => date.startsAt !== current)
    .map(({ key, label, serviceName }) => ({ key, label, service_name: serviceName }));

export async function storeLink(service: ServiceClient, visitId: string, startsAt: string): Promise<string> {
  const { token, hash } = newVisitLinkToken();
  const stored = await service.rpc('create_visit_link', {
    visit_id: visitId,
    token_hash: hash,
    expires_at: visitLinkExpiry(new Date(startsAt)).toISOString(),
  });
  if (stored.error) throw new Refusal(500, stored.error.code, stored.error.message);
  return token;
}

/**
 * A fresh private link to the visit, and the confirmation that carries it (with its .ics) to a guest who
 * left an email; the outbox is kicked so it leaves now. Answers the link's token.
 */
export async function confirmWithFreshLink(
  service: ServiceClient,
  row: VisitRow,
  site: VisitSite,
  siteUrl: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  const token = await storeLink(service, row.id, row.starts_at);
  if (!row.email) return token;
  await enqueueEmail(service, {
    idempotencyKey: visitConfirmationKey(row.id, row.starts_at),
    kind: 'visit_confirmed',
    recipient: row.email,
    ...visitConfirmationEmail({
      name: row.name,
      serviceName: row.service_name,
      when: visitWhen(new Date(row.starts_at), row.time_zone),
      partySize: row.party_size,
      children: row.children,
      address: visitAddress(row.place, site),
      mapLink: site.mapLink,
      link: visitManageLink(siteUrl, token),
    }),
  });
  await kickOutbox(service, env);
  return token;
}

export const dateColumns = (date: VisitDate) => ({
  service_id: date.serviceId,
  service_name: date.serviceName,
  starts_at: date.startsAt,
  ends_at: date.endsAt,
  time_zone: date.timeZone,
  place: date.place,
});
