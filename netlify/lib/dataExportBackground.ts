import { z } from 'zod/mini';
import { exporters } from './dataExport.ts';
import { buildDataExport } from './export/dataExportRun.ts';
import { defineServerFunction, json } from './serverFunction.ts';
import { staffPost } from './staffCaller.ts';

const runRequest = z.object({ id: z.uuid('Exportación no válida.') });

/**
 * Background function (Netlify answers 202 at once and lets it run 15 minutes): builds the export the admin
 * queued with data-export's `start`, writing its progress into its row, which the screen polls. Only an
 * admin's call starts it; a row already claimed is left alone.
 */
export const dataExportBackground = defineServerFunction(
  'data-export-background',
  (service, settings) => async (request) => {
    const { body } = await staffPost(settings, request, exporters, runRequest);
    // What Netlify does with this answer: nothing (the caller already has its 202); the local host logs failures.
    return json(200, { export: await buildDataExport(service, body.id) });
  },
);
