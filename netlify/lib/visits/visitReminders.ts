import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../serverFunction.ts';
import { visitReminderEmail, visitWhen } from './visitEmails.ts';
import { newVisitLinkToken, visitLinkExpiry, visitManageLink } from './visitLinks.ts';
import { readVisitSite, visitAddress } from './visitPlace.ts';

/** The key of a visit's reminder: one per visit and date, so a visit moved to another day is reminded again. */
export const visitReminderKey = (visitId: string, startsAt: string) =>
  `visit_reminder:${visitId}:${Date.parse(startsAt)}`;

/**
 * The reminder the day before (issue 32 item 1), exactly once: planned visits with an email whose service
 * starts within a day of `now` and that were not reminded get an email keyed by visit and date, with a
 * fresh private link, then are marked reminded. A crash between the two only queues the same keys again,
 * which the outbox ignores; two runs at once queue each key once. Returns the recipients newly queued.
 */
export async function mailVisitReminders(
  service: ServiceClient,
  siteUrl: string,
  now: Date,
): Promise<string[]> {
  const { data: due, error } = await service
    .from('planned_visits')
    .select('id, name, email, service_name, starts_at, time_zone, place')
    .eq('status', 'planned')
    .is('reminded_at', null)
    .not('email', 'is', null)
    .gt('starts_at', now.toISOString())
    .lte('starts_at', new Date(now.getTime() + 86_400_000).toISOString())
    .order('starts_at')
    .limit(500);
  if (error) throw error;
  if (due.length === 0) return [];
  const site = await readVisitSite(service);
  const emails: QueuedEmail[] = [];
  for (const visit of due) {
    const { token, hash } = newVisitLinkToken();
    const stored = await service.rpc('create_visit_link', {
      visit_id: visit.id,
      token_hash: hash,
      expires_at: visitLinkExpiry(new Date(visit.starts_at)).toISOString(),
    });
    if (stored.error) throw stored.error;
    emails.push({
      idempotencyKey: visitReminderKey(visit.id, visit.starts_at),
      kind: 'visit_reminder',
      recipient: visit.email ?? '',
      ...visitReminderEmail({
        name: visit.name,
        serviceName: visit.service_name,
        when: visitWhen(new Date(visit.starts_at), visit.time_zone),
        address: visitAddress(visit.place, site),
        mapLink: site.mapLink,
        link: visitManageLink(siteUrl, token),
      }),
    });
  }
  const queued = await enqueueEmails(service, emails);
  const marked = await service
    .from('planned_visits')
    .update({ reminded_at: now.toISOString() })
    .in(
      'id',
      due.map((visit) => visit.id),
    )
    .is('reminded_at', null);
  if (marked.error) throw marked.error;
  return queued
    .filter((result) => result.isNew)
    .map((result) => emails.find((e) => e.idempotencyKey === result.idempotencyKey)?.recipient ?? '');
}
