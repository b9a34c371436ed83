import { mailReminders } from '../signups/reminderMail.ts';
import { mailVisitReminders } from '../visits/visitReminders.ts';
import type { ScheduledJob } from './scheduledJob.ts';

/**
 * The reminders the day before: event and serving sign-ups (netlify/lib/signups/reminderMail.ts) and planned
 * visits (netlify/lib/visits/visitReminders.ts). Each
 * email has its own idempotency key, so running this twice, or again after a crash, never sends one twice.
 * Every 15 minutes, so a reminder leaves about a day before, whatever the hour of the date.
 */
export const remindersJob: ScheduledJob = {
  name: 'reminders',
  schedule: '*/15 * * * *',
  description: 'Envía el recordatorio del día antes a quienes se inscribieron o planearon una visita.',
  async run({ service, siteUrl, now }) {
    // The outbox's own clock (send-queued-email, every minute) sends them.
    const signups = await mailReminders(service, siteUrl);
    const visits = await mailVisitReminders(service, siteUrl, now);
    return {
      lines: [
        `Recordatorios de inscripción en cola: ${signups.queued}.`,
        ...visits.map((recipient) => `Recordatorio de visita en cola para ${recipient}.`),
        ...(visits.length === 0 ? ['Ninguna visita necesita recordatorio ahora.'] : []),
      ],
    };
  },
};
