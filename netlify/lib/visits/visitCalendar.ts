import { icalendar } from '#core/events/icalendar.ts';
import { zonedInstant } from '#core/visits/visitDates.ts';
import type { Attachments } from '../mail/outboxWorker.ts';
import type { ServiceClient } from '../serverFunction.ts';
import { readVisitSite, visitAddress } from './visitPlace.ts';

/** A confirmation's idempotency key: one per visit and date, which is also what its .ics is made from. */
export const visitConfirmationKey = (visitId: string, startsAt: string) =>
  `visit_confirmed:${visitId}:${Date.parse(startsAt)}`;

export function parseVisitConfirmationKey(key: string): string | null {
  return /^visit_confirmed:([0-9a-f-]{36}):\d+$/.exec(key)?.[1] ?? null;
}

const wallTime = (iso: string, timeZone: string) =>
  zonedInstant(iso, timeZone).toPlainDateTime().toString({ smallestUnit: 'second' });

/**
 * The `.ics` a visit's confirmation carries, made as it is sent from the visit's row (the queue stores no
 * files): one event at the service's wall-clock time in the ministry's zone, with the address and map link.
 * A cancelled or deleted visit carries none. Other emails carry nothing from here.
 */
export function visitAttachments(service: ServiceClient): Attachments {
  return async (email) => {
    const visitId = email.kind === 'visit_confirmed' && parseVisitConfirmationKey(email.idempotencyKey ?? '');
    if (!visitId) return [];
    const { data: visit, error } = await service
      .from('planned_visits')
      .select('id, service_name, starts_at, ends_at, time_zone, place, status, updated_at')
      .eq('id', visitId)
      .maybeSingle();
    if (error) throw error;
    if (!visit || visit.status !== 'planned') return [];
    const site = await readVisitSite(service);
    const text = icalendar(
      [
        {
          id: `visita-${visit.id}-${Date.parse(visit.starts_at)}`,
          title: `${visit.service_name} · ${site.ministryName}`,
          description: `Tu visita a ${site.ministryName}. Cómo llegar: ${site.mapLink}`,
          url: site.mapLink,
          location: visitAddress(visit.place, site),
          startsAt: wallTime(visit.starts_at, visit.time_zone),
          endsAt: wallTime(visit.ends_at, visit.time_zone),
          timeZone: visit.time_zone,
          recurrenceRule: null,
          exceptions: [],
          updatedAt: visit.updated_at,
        },
      ],
      {
        name: site.ministryName,
        description: 'Tu visita',
        uidDomain: new URL(process.env.URL || process.env.SITE_URL || 'http://localhost').hostname,
        now: new Date(),
        timeZone: visit.time_zone,
      },
    );
    return [
      {
        filename: 'visita.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: new TextEncoder().encode(text),
      },
    ];
  };
}
