import { type FollowUpKind, utcDay } from '#core/followUps/followUpKinds.ts';
import { readAllPages } from '#core/readAllPages.ts';
import { digestEmail, type MailedItem } from '../followUps/followUpEmails.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import type { ScheduledJob } from './scheduledJob.ts';

/**
 * Every morning each owner gets ONE email listing their open items due today or overdue (issue 32 item 2).
 * The idempotency key is per owner per day (the job's clock, UTC), so a retry, a second run or a crash
 * halfway never sends a second digest that day; the next day's digest lists what is still open.
 */
export const followUpDigest: ScheduledJob = {
  name: 'digest',
  // 07:00 UTC: early morning across the Americas' ministries, before the day's work.
  schedule: '0 7 * * *',
  description: 'Envía a cada responsable un correo con sus seguimientos vencidos y los que vencen hoy.',
  async run({ service, now, siteUrl }) {
    const today = utcDay(now);
    const items = await readAllPages<MailedItem & { owner_id: string | null }>(({ from, to }) =>
      service
        .from('follow_ups')
        .select('id, kind, due_on, owner_id')
        .neq('status', 'cerrado')
        .lte('due_on', today)
        .not('owner_id', 'is', null)
        .order('due_on')
        .order('id')
        .range(from, to)
        .overrideTypes<(MailedItem & { owner_id: string | null; kind: FollowUpKind })[]>(),
    );
    const byOwner = Map.groupBy(items, (item) => item.owner_id!);
    if (byOwner.size === 0) return { lines: ['Nadie tiene seguimientos vencidos ni para hoy.'] };
    const { data: owners, error } = await service
      .from('users')
      .select('id, email')
      .in('id', [...byOwner.keys()]);
    if (error) throw error;
    const lines: string[] = [];
    for (const owner of owners) {
      const mine = byOwner.get(owner.id) ?? [];
      if (!owner.email || mine.length === 0) continue;
      const queued = await enqueueEmail(service, {
        idempotencyKey: `follow-up-digest:${owner.id}:${today}`,
        kind: 'follow_up_digest',
        recipient: owner.email,
        ...digestEmail(mine, today, siteUrl),
      });
      lines.push(
        queued.isNew
          ? `Resumen en cola para ${owner.email}: ${mine.length} seguimientos.`
          : `Resumen de hoy ya en cola para ${owner.email}: no se repite.`,
      );
    }
    return { lines };
  },
};
