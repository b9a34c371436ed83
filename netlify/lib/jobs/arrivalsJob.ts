import { can } from '#core/access.ts';
import { ARRIVAL_CAPABILITY, ARRIVAL_KINDS, type ArrivalKind } from '#core/arrivals/arrivalKinds.ts';
import { asStaffRole } from '#core/staffRoles.ts';
import { type ArrivalCounts, arrivalEmail } from '../arrivals/arrivalEmail.ts';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import { accountState } from '../manageStaff.ts';
import type { ServiceClient } from '../serverFunction.ts';
import type { ScheduledJob } from './scheduledJob.ts';

/**
 * How far back a run looks for arrivals never claimed: a day. After an outage longer than that staff find
 * the older ones on the dashboard's «Por revisar» rather than in a flood of stale emails.
 */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

interface Recipient {
  id: string;
  email: string;
  kinds: ArrivalKind[];
}

/**
 * The staff told of arrivals: each person with a role that handles some kind, an email, an account in use
 * (not deactivated, invitation accepted) and the notice not turned off in «Mi perfil».
 */
async function recipients(service: ServiceClient, now: Date): Promise<Recipient[]> {
  const [{ data: users, error }, { data: settings, error: settingsError }] = await Promise.all([
    service.from('users').select('id, email, role').not('role', 'is', null),
    service.from('staff_notification_settings').select('user_id').eq('arrival_emails', false),
  ]);
  if (error) throw error;
  if (settingsError) throw settingsError;
  const turnedOff = new Set(settings.map((row) => row.user_id));
  const candidates = users.flatMap((user) => {
    const role = asStaffRole(user.role);
    const kinds = ARRIVAL_KINDS.filter((kind) => can(role, ARRIVAL_CAPABILITY[kind]));
    return user.email && kinds.length > 0 && !turnedOff.has(user.id)
      ? [{ id: user.id, email: user.email, kinds }]
      : [];
  });
  const inUse = await Promise.all(
    candidates.map(async (candidate) => {
      const { data } = await service.auth.admin.getUserById(candidate.id);
      if (!data.user) return false;
      const state = accountState(data.user, now.getTime());
      return !state.deactivated && !state.pending;
    }),
  );
  return candidates.filter((_, index) => inUse[index]);
}

/**
 * Issue 34 item 2: whoever handles a kind of visitor message hears of it within minutes. Each run claims
 * what arrived (public.claim_arrivals: once per item, whatever runs alongside) and queues one email per
 * person per batch, keyed by the batch, then marks it mailed; a run that died between the two queues the
 * same keys again and the outbox keeps one of each. Several arrivals between two runs make one email.
 */
export const arrivalsJob: ScheduledJob = {
  name: 'arrivals',
  // Every five minutes: soon enough for a prayer request, few enough emails when several arrive together.
  schedule: '*/5 * * * *',
  description:
    'Avisa por correo al equipo de los mensajes, oraciones, testimonios y solicitudes que llegaron.',
  async run({ service, now, siteUrl }) {
    const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
    const { data: claimed, error } = await service.rpc('claim_arrivals', { since });
    if (error) throw error;
    if (claimed.length === 0) return { lines: ['Nada nuevo de los visitantes.'] };
    const batches = Map.groupBy(claimed, (row) => row.batch_id);
    const staff = await recipients(service, now);
    const lines: string[] = [];
    for (const [batch, rows] of batches) {
      const counts: ArrivalCounts = Object.fromEntries(rows.map((row) => [row.kind, row.items]));
      const emails: QueuedEmail[] = staff.flatMap((person) => {
        const theirs: ArrivalCounts = Object.fromEntries(
          person.kinds.filter((kind) => counts[kind]).map((kind) => [kind, counts[kind]]),
        );
        if (Object.keys(theirs).length === 0) return [];
        return [
          {
            idempotencyKey: `arrivals:${batch}:${person.id}`,
            kind: 'staff_arrivals',
            recipient: person.email,
            ...arrivalEmail(theirs, siteUrl),
          },
        ];
      });
      const queued = await enqueueEmails(service, emails);
      const marked = await service.rpc('mark_arrivals_mailed', { batch });
      if (marked.error) throw marked.error;
      for (const result of queued) {
        const email = emails.find((candidate) => candidate.idempotencyKey === result.idempotencyKey)!;
        lines.push(
          result.isNew
            ? `Aviso en cola para ${email.recipient}: ${email.subject}.`
            : `Aviso ya en cola para ${email.recipient}: no se repite.`,
        );
      }
      if (emails.length === 0) lines.push('Llegaron envíos, pero nadie del equipo tiene activos los avisos.');
    }
    return { lines };
  },
};
