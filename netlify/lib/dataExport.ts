import { z } from 'zod/mini';
import { startDataExport } from './export/dataExportRun.ts';
import { defineServerFunction, json } from './serverFunction.ts';
import { type StaffAccess, serviceActingFor, staffPost } from './staffCaller.ts';

/** Who may export everything, and how everyone else is refused (403). */
export const exporters: StaffAccess = {
  capability: 'data.export',
  refusal: { code: 'not_admin', message: 'Solo un administrador puede exportar todos los datos.' },
};

const exportRequest = z.object({ action: z.literal('start') });

/**
 * POST by an admin, «Exportar todo»: `start` queues a run (a row of data_exports, 201) that the screen then
 * hands to data-export-background by its id and follows by polling the row; 409 while a run is live.
 */
export const dataExport = defineServerFunction('data-export', (_service, settings) => async (request) => {
  const { caller } = await staffPost(settings, request, exporters, exportRequest);
  // In the admin's name: the audit log's «export» entry (the queued row) says who took everything.
  return json(201, { export: await startDataExport(serviceActingFor(settings, caller), caller.id) });
});
