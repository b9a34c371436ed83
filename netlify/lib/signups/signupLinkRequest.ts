import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../mail/outboxStore.ts';
import { listTimeZone, listTitle, newLinkEmail, signupWhen } from './signupEmails.ts';
import { signupManageLink, storeSignupLink } from './signupLinks.ts';

/** A person rarely holds more than a couple of bookings; past this many the oldest dates come first. */
const MAX_BOOKINGS = 5;

/**
 * A new private link for each booking of `email` that still has an active sign-up on a date ahead (the
 * manage page's «Pedir un enlace nuevo», issue 33 item 1), one email per booking; returns how many were
 * queued. Nothing is said to the caller about the answer: the function replies the same either way.
 */
export async function mailNewLinks(service: ServiceClient, email: string, siteUrl: string): Promise<number> {
  const { data, error } = await service
    .from('signups')
    .select(
      'booking_id, name, email, signup_dates!inner(starts_at, signup_lists!inner(title, time_zone, events(title, time_zone)))',
    )
    .eq('email_normalized', email)
    .neq('status', 'cancelled')
    .gt('signup_dates.starts_at', new Date().toISOString())
    .limit(50);
  if (error) throw error;

  const bookings = new Map<string, (typeof data)[number][]>();
  for (const row of data) bookings.set(row.booking_id, [...(bookings.get(row.booking_id) ?? []), row]);
  const emails: QueuedEmail[] = [];
  for (const rows of [...bookings.values()].slice(0, MAX_BOOKINGS)) {
    const starts = rows.map((row) => new Date(row.signup_dates.starts_at)).sort((a, b) => +a - +b);
    const [first] = rows;
    const soonest = starts[0];
    const last = starts[starts.length - 1];
    if (!first || !soonest || !last || !first.email) continue;
    const { token, hash } = await storeSignupLink(service, first.booking_id, last);
    const list = first.signup_dates.signup_lists;
    emails.push({
      idempotencyKey: `signup_link:${hash}`,
      kind: 'signup_link',
      recipient: first.email,
      ...newLinkEmail({
        name: first.name,
        title: listTitle(list),
        when: signupWhen(soonest, listTimeZone(list)),
        link: signupManageLink(siteUrl, token),
      }),
    });
  }
  if (emails.length > 0) await enqueueEmails(service, emails);
  return emails.length;
}
