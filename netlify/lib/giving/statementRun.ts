import { formatLongDate } from '#core/formatDate.ts';
import { fundName } from '#core/giving/funds.ts';
import type { Statement } from '#core/giving/statement.ts';
import { formatCents } from '#core/money.ts';
import { readAllPages } from '#core/readAllPages.ts';
import { type Ministry, readMinistry } from '#core/site/ministry.ts';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../serverFunction.ts';
import { escapeHtml, givingEmailHtml } from './emailHtml.ts';
import { statementKey } from './statementAttachment.ts';

export const statementFileName = (statement: Statement) =>
  `certificado-${statement.year}-${statement.email.replace(/[^a-z0-9@._-]/g, '_')}.pdf`;

export const statementBatch = (year: number) => `statements:${year}`;

/** The statement as an email: its lines and totals (the PDF is attached as it is sent) and where to download it again. */
export function statementEmail(
  statement: Statement,
  manageUrl: string,
  ministry: Pick<Ministry, 'issuer' | 'funds'>,
): QueuedEmail {
  const { issuer } = ministry;
  const rows = statement.lines
    .map(
      (line) =>
        `${escapeHtml(formatLongDate(line.date))} · ${escapeHtml(fundName(line.fund, ministry.funds))} · ${escapeHtml(formatCents(line.amount, line.currency))}`,
    )
    .join('<br>');
  const totals = statement.totals
    .map(
      (total) =>
        `<strong>Total en ${escapeHtml(total.currency)}:</strong> ${escapeHtml(formatCents(total.amount, total.currency))}`,
    )
    .join('<br>');
  return {
    idempotencyKey: statementKey(statement),
    kind: 'statement',
    batch: statementBatch(statement.year),
    bulk: true,
    recipient: statement.email,
    subject: `Tu certificado de donaciones ${statement.year}`,
    html: givingEmailHtml(
      [
        statement.name ? `Hola, ${escapeHtml(statement.name)}:` : 'Hola:',
        `Gracias por tu generosidad durante ${statement.year}. Estas son tus donaciones del año (las reembolsadas no se incluyen):`,
        rows,
        totals,
        `Adjuntamos tu certificado en PDF. También puedes descargarlo cuando quieras desde <a href="${escapeHtml(manageUrl)}">Gestionar mis donaciones</a>.`,
        `${escapeHtml(issuer.legalName)} · ${escapeHtml(issuer.taxId)}<br>${issuer.address.map(escapeHtml).join(', ')}`,
      ],
      `— ${issuer.legalName}`,
    ),
  };
}

/**
 * Queues every donor's statement email, in chunks. Resumable by construction: each donor's key is
 * `statement:<year>:<email>`, so a run restarted after a crash queues only the donors still missing, and the
 * outbox worker sends each queued email once. Returns how many were new in this run.
 */
export async function queueStatementEmails(
  service: ServiceClient,
  statements: Statement[],
  manageUrl: string,
  chunk = 200,
): Promise<{ total: number; queuedNow: number }> {
  const ministry = await readMinistry(service);
  let queuedNow = 0;
  for (let start = 0; start < statements.length; start += chunk) {
    const results = await enqueueEmails(
      service,
      statements.slice(start, start + chunk).map((s) => statementEmail(s, manageUrl, ministry)),
    );
    queuedNow += results.filter((result) => result.isNew).length;
  }
  return { total: statements.length, queuedNow };
}

/** How the year's run stands: donors with a statement, and their emails by status. */
export async function statementProgress(service: ServiceClient, year: number) {
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  const emails = await readAllPages(({ from, to }) =>
    service
      .from('email_outbox')
      .select('status')
      .eq('batch', statementBatch(year))
      .order('id')
      .range(from, to),
  );
  for (const row of emails) counts[row.status as keyof typeof counts] += 1;
  return counts;
}
