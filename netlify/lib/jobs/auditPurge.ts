import type { ScheduledJob } from './scheduledJob.ts';

/**
 * Deletes the audit log's entries older than a year (issue 32 item 3; SECURITY.md says why a year): the
 * SQL function is the only way to delete one, and never deletes an entry younger than a year before the
 * database's own clock, so the job's clock can only make it purge less.
 */
export const auditPurge: ScheduledJob = {
  name: 'audit-purge',
  // Every day at 03:30 UTC, when nobody is working.
  schedule: '30 3 * * *',
  description: 'Borra del registro de auditoría las entradas de hace más de un año.',
  async run({ service, now }) {
    const { data, error } = await service.rpc('purge_audit_log', { as_of: now.toISOString() });
    if (error) throw error;
    const count = data ?? 0;
    return {
      lines: [
        count === 1
          ? 'Registro de auditoría: 1 entrada de hace más de un año borrada.'
          : `Registro de auditoría: ${count} entradas de hace más de un año borradas.`,
      ],
    };
  },
};
