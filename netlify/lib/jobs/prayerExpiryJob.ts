import type { ScheduledJob } from './scheduledJob.ts';

/**
 * The prayer wall's requests past their days leave the wall (their trigger asks for a site rebuild), and the
 * day's «Oré por ti» and failed-link records nobody needs any more are forgotten: public.expire_prayer_requests,
 * every 15 minutes, so a request is never shown long after the days its author chose.
 */
export const prayerExpiryJob: ScheduledJob = {
  name: 'prayer-expiry',
  schedule: '*/15 * * * *',
  description: 'Retira del muro de oración las peticiones que cumplieron sus días.',
  async run({ service }) {
    const { data, error } = await service.rpc('expire_prayer_requests');
    if (error) throw error;
    const expired = Number(data ?? 0);
    return {
      lines: [
        expired === 0
          ? 'Ninguna petición del muro caducó.'
          : `${expired} ${expired === 1 ? 'petición salió' : 'peticiones salieron'} del muro de oración.`,
      ],
    };
  },
};
