import { z } from 'zod/mini';
import { statementsOf } from '#core/giving/statement.ts';
import { readMinistry } from '#core/site/ministry.ts';
import { startStatementArchive } from './giving/statementArchive.ts';
import { statementPdf } from './giving/statementPdf.ts';
import { queueStatementEmails, statementFileName, statementProgress } from './giving/statementRun.ts';
import { loadYearGifts } from './giving/yearGifts.ts';
import { kickOutbox } from './mail/outbox.ts';
import { siteUrlOf } from './privateLink.ts';
import { defineServerFunction, json, Refusal, readBody, requirePost } from './serverFunction.ts';
import { callerWhoCan } from './staffCaller.ts';

const year = z
  .number()
  .check(z.int('Año no válido.'), z.gte(2000, 'Año no válido.'), z.lte(2100, 'Año no válido.'));
const statementRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('summary'), year }),
  z.object({ action: z.literal('preview'), year, email: z.email('Correo no válido.') }),
  z.object({ action: z.literal('zip'), year }),
  z.object({ action: z.literal('send'), year }),
]);

const download = (body: Uint8Array, type: string, name: string) =>
  new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });

/** Where a donor downloads their statements: the site's own address, never one a request names. */
export function manageUrl(env: Readonly<Record<string, string | undefined>> | undefined, request: Request) {
  return new URL('/donate/gestionar', siteUrlOf(env ?? {}, request)).href;
}

/**
 * POST by an admin, the statements screen: `summary` (donors and the email run's progress), `preview` (one
 * donor's PDF), `zip` (queues the year's ZIP: the screen then starts statement-archive-background with the
 * row's id and polls the row; 409 while a run of the year is live) and `send` (queue every donor's statement email; resumable:
 * running it again after a crash queues only who is missing, so nobody is missed or repeated).
 */
export const donationStatements = defineServerFunction(
  'donation-statements',
  (service, settings) => async (request) => {
    requirePost(request);
    const admin = await callerWhoCan(settings, request, {
      capability: 'donations.manage',
      refusal: { code: 'not_admin', message: 'Solo un administrador puede preparar certificados.' },
    });
    const body = await readBody(request, statementRequest);
    if (body.action === 'preview') {
      const [statement] = statementsOf(await loadYearGifts(service, body.year, body.email), body.year);
      if (!statement)
        throw new Refusal(404, 'no_statement', `No hay donaciones de ${body.email} en ${body.year}.`);
      return download(
        await statementPdf(statement, await readMinistry(service)),
        'application/pdf',
        statementFileName(statement),
      );
    }
    if (body.action === 'zip')
      return json(201, { archive: await startStatementArchive(service, body.year, admin.id) });
    const statements = statementsOf(await loadYearGifts(service, body.year), body.year);
    if (body.action === 'send') {
      const queued = await queueStatementEmails(service, statements, manageUrl(settings.env, request));
      await kickOutbox(service, settings.env);
      return json(200, { ...queued, progress: await statementProgress(service, body.year) });
    }
    return json(200, {
      donors: statements.map((statement) => ({
        email: statement.email,
        name: statement.name,
        gifts: statement.lines.length,
      })),
      progress: await statementProgress(service, body.year),
    });
  },
);
