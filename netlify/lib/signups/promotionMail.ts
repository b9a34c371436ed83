import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../mail/outboxStore.ts';
import { listTimeZone, listTitle, promotionEmail, signupWhen } from './signupEmails.ts';
import { signupManageLink, storeSignupLink } from './signupLinks.ts';

/**
 * Emails everyone the engine promoted from a waiting list and nobody has told yet (issue 33 item 1):
 * called right after a cancellation, and by the `reminders` job as a sweep, so a crash between the
 * cancellation and the email delays it, never loses it. The outbox key `signup_promoted:<sign-up id>`
 * makes it one email per promotion however often this runs; promotion_mailed_at then takes the sign-up
 * off the list. Each email carries a fresh private link to the booking.
 */
export async function mailPromotions(service: ServiceClient, siteUrl: string): Promise<{ queued: number }> {
  const { data, error } = await service
    .from('signups')
    .select(
      'id, booking_id, name, email, signup_dates!inner(starts_at, signup_lists!inner(title, time_zone, events(title, time_zone)))',
    )
    .eq('status', 'confirmed')
    .not('promoted_at', 'is', null)
    .is('promotion_mailed_at', null)
    .order('promoted_at')
    .limit(200);
  if (error) throw error;
  if (data.length === 0) return { queued: 0 };

  const emails: QueuedEmail[] = [];
  for (const row of data) {
    // Reached by WhatsApp only: staff see the promotion in the list; there is no email to queue.
    if (!row.email) continue;
    const day = row.signup_dates;
    const list = day.signup_lists;
    const startsAt = new Date(day.starts_at);
    const { token } = await storeSignupLink(service, row.booking_id, startsAt);
    const title = listTitle(list);
    const timeZone = listTimeZone(list);
    emails.push({
      idempotencyKey: `signup_promoted:${row.id}`,
      kind: 'signup_promoted',
      recipient: row.email,
      ...promotionEmail({
        name: row.name,
        title,
        when: signupWhen(startsAt, timeZone),
        link: signupManageLink(siteUrl, token),
      }),
    });
  }
  const queued = await enqueueEmails(service, emails);
  const marked = await service
    .from('signups')
    .update({ promotion_mailed_at: new Date().toISOString() })
    .in(
      'id',
      data.map((row) => row.id),
    );
  if (marked.error) throw marked.error;
  return { queued: queued.filter((result) => result.isNew).length };
}
