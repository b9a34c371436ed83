import { statementsOf } from '#core/giving/statement.ts';
import { readMinistry } from '#core/site/ministry.ts';
import type { Attachments } from '../mail/outboxWorker.ts';
import type { ServiceClient } from '../serverFunction.ts';
import { loadYearGifts } from './yearGifts.ts';

/** A statement email's idempotency key: one per donor and year, which is also what its PDF is made from. */
export const statementKey = (statement: { year: number; email: string }) =>
  `statement:${statement.year}:${statement.email}`;

export function parseStatementKey(key: string): { year: number; email: string } | null {
  const match = /^statement:(\d{4}):(.+)$/.exec(key);
  return match ? { year: Number(match[1]), email: match[2]! } : null;
}

/**
 * The PDF a statement email carries, made as it is sent from the key's year and email (the queue stores
 * no PDFs): the same document the admin previews and the donor downloads. Other emails carry nothing.
 * The PDF library loads only when a statement is sent: every function that sends mail imports this.
 */
export function statementAttachments(service: ServiceClient): Attachments {
  return async (email) => {
    const wanted = email.kind === 'statement' && parseStatementKey(email.idempotencyKey ?? '');
    if (!wanted) return [];
    const [statement] = statementsOf(await loadYearGifts(service, wanted.year, wanted.email), wanted.year);
    if (!statement) return [];
    const { statementPdf } = await import('./statementPdf.ts');
    return [
      {
        filename: `certificado-${wanted.year}.pdf`,
        contentType: 'application/pdf',
        content: await statementPdf(statement, await readMinistry(service)),
      },
    ];
  };
}
