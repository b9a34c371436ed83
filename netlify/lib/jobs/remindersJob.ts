import { mailReminders } from '../signups/reminderMail.ts';
import type { ScheduledJob } from './scheduledJob.ts';

/**
 * The reminders the day before: event and serving sign-ups (netlify/lib/signups/reminderMail.ts). Each
 * email has its own idempotency key, so running this twice, or again after a crash, never sends one twice.
 * Every 15 minutes, so a reminder leaves about a day before, whatever the hour of the date.
 */
export const remindersJob: ScheduledJob = {
  name: 'reminders',
  schedule: '*/15 * * * *',
  description: 'Envía el recordatorio del día antes a quienes se inscribieron.',
  async run({ service, siteUrl }) {
    // The outbox's own clock (send-queued-email, every minute) sends them.
    const signups = await mailReminders(service, siteUrl);
    return { lines: [`Recordatorios de inscripción en cola: ${signups.queued}.`] };
  },
};
