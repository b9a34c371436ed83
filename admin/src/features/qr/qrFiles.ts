import { create } from 'qrcode';
import { qrMessages } from '../../lib/messages/qrMessages.ts';
import { qrPath } from '../../lib/qrPath.ts';

// The printable files of a QR code (issue 31, item 1): an SVG for designers (scales to any poster size) and an
// A4 PDF ready to print. Both vector, black on white, with the four-module quiet zone scanners need and error
// correction M (what phones read from a crumpled bulletin as well as from a projector).

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);

/** A standalone SVG file: white background, one path of dark modules, the address in its description. */
export function qrSvgFile(url: string): string {
  const { size, d } = qrPath(url);
  const side = size + 8;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${side} ${side}" width="1024" height="1024" shape-rendering="crispEdges">`,
    `<title>${qrMessages.fileTitle}</title><desc>${escapeXml(url)}</desc>`,
    `<rect x="-4" y="-4" width="${side}" height="${side}" fill="#ffffff"/>`,
    `<path d="${d}" fill="#000000"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The dark modules as horizontal runs (row, first column, length): a few hundred rectangles, not thousands. */
export function darkRuns(url: string): { size: number; runs: [number, number, number][] } {
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && Boolean(modules.get(row, column));
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

const A4: [number, number] = [595.28, 841.89];
const CODE_SIDE = 340;

/**
 * An A4 page: the ministry's name, the code in the middle (drawn as vector rectangles, sharp at any printer
 * resolution), the staff's caption under it and the address in small type for whoever cannot scan. pdf-lib
 * loads with this call only, so the panel's screens never download it.
 */
export async function qrPdfFile(url: string, heading: string, caption: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(caption || heading || qrMessages.fileTitle);
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set(regular.getCharacterSet());
  // What Helvetica cannot draw (an emoji, another script) becomes «?» instead of failing the download.
  const drawable = (text: string) =>
    [...text.replace(/[\u00a0\u202f]/g, ' ')]
      .map((char) => (encodable.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  const centered = (text: string, y: number, size: number, font = regular) => {
    const line = drawable(text);
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: (A4[0] - width) / 2, y, size, font, color: rgb(0, 0, 0) });
  };

  if (heading) centered(fitted(heading, 40), A4[1] - 120, 24, bold);
  const { size, runs } = darkRuns(url);
  const unit = CODE_SIDE / size;
  const left = (A4[0] - CODE_SIDE) / 2;
  const top = A4[1] - 180;
  for (const [row, column, length] of runs)
    page.drawRectangle({
      x: left + column * unit,
      y: top - (row + 1) * unit,
      width: length * unit,
      height: unit,
      color: rgb(0, 0, 0),
    });
  const below = top - CODE_SIDE - 48;
  if (caption) centered(fitted(caption, 60), below, 18, bold);
  centered(fitted(url, 90), below - (caption ? 30 : 0), 11);
  return doc.save();
}

/** A line longer than the page holds ends in «…». */
const fitted = (text: string, characters: number) =>
  text.length > characters ? `${text.slice(0, characters - 1)}…` : text;
