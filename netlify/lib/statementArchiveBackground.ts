import { z } from 'zod/mini';
import { buildStatementArchive } from './giving/statementArchive.ts';
import { defineServerFunction, json } from './serverFunction.ts';
import { type StaffAccess, staffPost } from './staffCaller.ts';

const archiveRequest = z.object({ id: z.uuid('Archivo no válido.') });

const archiveStarters: StaffAccess = {
  capability: 'donations.manage',
  refusal: { code: 'not_admin', message: 'Solo un administrador puede preparar certificados.' },
};

/**
 * Background function (Netlify answers 202 at once and lets it run 15 minutes): builds the archive the
 * admin queued with donation-statements' `zip` action, writing its progress into its row, which the
 * statements screen polls. Only an admin's call starts it; a row already claimed is left alone.
 */
export const statementArchiveBackground = defineServerFunction(
  'statement-archive-background',
  (service, settings) => async (request) => {
    const { body } = await staffPost(settings, request, archiveStarters, archiveRequest);
    // What Netlify does with this answer: nothing (the caller already has its 202); the local host logs failures.
    return json(200, { archive: await buildStatementArchive(service, body.id) });
  },
);
