import { readVisitSite } from '../visits/visitPlace.ts';
import type { ScheduledJob } from './scheduledJob.ts';

/** `now` minus whole calendar months, in UTC (31 March minus one month is 3 March: never earlier). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Planned visits are kept for the months the identity area says after their date (visitRetentionMonths,
 * 6 unless changed), then deleted with their private links, unless the follow-up inbox kept them
 * (`keep`). A guest's name and how to reach them are not kept longer than the welcome needs (SECURITY.md).
 */
export const visitsRetentionJob: ScheduledJob = {
  name: 'visits-retention',
  schedule: '30 3 * * *',
  description: 'Borra las visitas planeadas pasados los meses fijados en el sitio, salvo las conservadas.',
  async run({ service, now }) {
    const { retentionMonths } = await readVisitSite(service);
    const cutoff = monthsBefore(now, retentionMonths);
    const { data, error } = await service
      .from('planned_visits')
      .delete()
      .lt('starts_at', cutoff.toISOString())
      .eq('keep', false)
      .select('id');
    if (error) throw error;
    return {
      lines: [
        `${data.length} ${data.length === 1 ? 'visita planeada borrada' : 'visitas planeadas borradas'} (fecha anterior al ${cutoff.toISOString().slice(0, 10)}, ${retentionMonths} meses).`,
      ],
    };
  },
};
