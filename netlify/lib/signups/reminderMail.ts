import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../mail/outboxStore.ts';
import { listTimeZone, listTitle, reminderEmail, signupWhen } from './signupEmails.ts';
import { signupManageLink, storeSignupLink } from './signupLinks.ts';

/**
 * The reminder the day before (issue 33 item 2), exactly once: confirmed sign-ups whose date starts within
 * a day (public.due_signup_reminders) get an email keyed `signup_reminder:<sign-up id>` with a fresh
 * private link, then are marked reminded. A crash between the two only re-queues the same key, which the
 * outbox ignores. Run by the scheduled `reminders` job.
 */
export async function mailReminders(service: ServiceClient, siteUrl: string): Promise<{ queued: number }> {
  const due = await service.rpc('due_signup_reminders');
  if (due.error) throw due.error;
  if (due.data.length === 0) return { queued: 0 };
  const lists = await service
    .from('signup_lists')
    .select('id, title, time_zone, events(title, time_zone)')
    .in('id', [...new Set(due.data.map((row) => row.list_id))]);
  if (lists.error) throw lists.error;
  const listById = new Map(lists.data.map((list) => [list.id, list]));

  const emails: QueuedEmail[] = [];
  for (const row of due.data) {
    const list = listById.get(row.list_id);
    const startsAt = new Date(row.starts_at);
    const { token } = await storeSignupLink(service, row.booking_id, startsAt);
    emails.push({
      idempotencyKey: `signup_reminder:${row.signup_id}`,
      kind: 'signup_reminder',
      recipient: row.email,
      ...reminderEmail({
        name: row.name,
        title: listTitle(list),
        when: signupWhen(startsAt, listTimeZone(list)),
        link: signupManageLink(siteUrl, token),
      }),
    });
  }
  const queued = await enqueueEmails(service, emails);
  const marked = await service.rpc('mark_signups_reminded', {
    signup_ids: due.data.map((row) => row.signup_id),
  });
  if (marked.error) throw marked.error;
  return { queued: queued.filter((result) => result.isNew).length };
}
