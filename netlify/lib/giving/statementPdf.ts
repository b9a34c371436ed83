import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatLongDate } from '#core/formatDate.ts';
import { fundName } from '#core/giving/funds.ts';
import type { Statement } from '#core/giving/statement.ts';
import { formatCents } from '#core/money.ts';
import type { Ministry } from '#core/site/ministry.ts';

/**
 * A donor's year-end statement as a PDF (A4), with pdf-lib: pure JavaScript with the 14 standard PDF fonts
 * built in, so a Netlify function bundles it without font files, and Helvetica's WinAnsi encoding covers
 * Spanish (á, ñ, ¿, €). Dates and amounts in es-ES.
 */

export type Issuer = Ministry['issuer'];

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.38, 0.45);
const COLUMNS = { date: MARGIN, fund: MARGIN + 170, amount: A4[0] - MARGIN };

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  encodable: Set<number>;
}

/** What Helvetica cannot draw (a name in another script, an emoji) becomes «?» instead of failing the run. */
function drawable(pen: Pen, text: string): string {
  let out = '';
  for (const char of text.replace(/[\u00a0\u202f]/g, ' '))
    out += pen.encodable.has(char.codePointAt(0) ?? 0) ? char : '?';
  return out;
}

function write(
  pen: Pen,
  text: string,
  options: { x?: number; size?: number; bold?: boolean; right?: boolean; muted?: boolean } = {},
) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.regular;
  const safe = drawable(pen, text);
  const x = options.right
    ? (options.x ?? COLUMNS.amount) - font.widthOfTextAtSize(safe, size)
    : (options.x ?? MARGIN);
  pen.page.drawText(safe, { x, y: pen.y, size, font, color: options.muted ? MUTED : INK });
}

function nextLine(pen: Pen, height: number) {
  pen.y -= height;
  if (pen.y < MARGIN + 40) {
    pen.page = pen.doc.addPage(A4);
    pen.y = A4[1] - MARGIN;
  }
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 12 },
    end: { x: A4[0] - MARGIN, y: pen.y + 12 },
    thickness: 0.5,
    color: MUTED,
  });
}

export async function statementPdf(
  statement: Statement,
  ministry: Pick<Ministry, 'issuer' | 'funds' | 'timeZone'>,
  issuedOn = new Date(),
): Promise<Uint8Array> {
  const { issuer } = ministry;
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificado de donaciones ${statement.year}`);
  doc.setAuthor(issuer.legalName);
  doc.setLanguage('es-ES');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const pen: Pen = {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    encodable: new Set(regular.getCharacterSet()),
  };

  write(pen, issuer.legalName, { size: 16, bold: true });
  nextLine(pen, 16);
  write(pen, issuer.taxId, { muted: true });
  for (const line of issuer.address) {
    nextLine(pen, 13);
    write(pen, line, { muted: true });
  }
  nextLine(pen, 36);
  write(pen, `Certificado de donaciones ${statement.year}`, { size: 14, bold: true });
  nextLine(pen, 20);
  write(pen, `Donante: ${statement.name ?? statement.email}`);
  nextLine(pen, 13);
  write(pen, `Correo: ${statement.email}`);
  nextLine(pen, 28);

  write(pen, 'Fecha', { bold: true, x: COLUMNS.date });
  write(pen, 'Fondo', { bold: true, x: COLUMNS.fund });
  write(pen, 'Importe', { bold: true, right: true });
  nextLine(pen, 16);
  rule(pen);
  for (const line of statement.lines) {
    write(pen, formatLongDate(line.date), { x: COLUMNS.date });
    write(pen, fundName(line.fund, ministry.funds), { x: COLUMNS.fund });
    write(pen, formatCents(line.amount, line.currency), { right: true });
    nextLine(pen, 15);
  }
  rule(pen);
  for (const total of statement.totals) {
    write(pen, `Total en ${total.currency}`, { bold: true });
    write(pen, formatCents(total.amount, total.currency), { bold: true, right: true });
    nextLine(pen, 15);
  }
  nextLine(pen, 20);
  write(pen, 'Donaciones completadas en el año; las reembolsadas no se incluyen.', { size: 9, muted: true });
  nextLine(pen, 12);
  write(
    pen,
    `Emitido el ${formatLongDate(issuedOn, ministry.timeZone)} por ${issuer.legalName.replace(/\.$/, '')}.`,
    {
      size: 9,
      muted: true,
    },
  );
  return doc.save({ useObjectStreams: false });
}
