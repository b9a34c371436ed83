import { create } from 'qrcode';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../lib/qrPath.ts';
import { darkRuns, qrPdfFile, qrSvgFile } from './qrFiles.ts';

const URL_TEXT = 'https://ministerio.example.org/eventos/retiro?ref=cartel&x=<1>';

describe('qrSvgFile', () => {
  it('is a standalone SVG of the code on white, with the escaped address as its description', () => {
    const svg = qrSvgFile(URL_TEXT);
    expect(
      svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(svg).toContain(`<path d="${qrPath(URL_TEXT).d}" fill="#000000"/>`);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain(
      '<desc>https://ministerio.example.org/eventos/retiro?ref=cartel&#38;x=&#60;1&#62;</desc>',
    );
    expect(svg).not.toContain('<1>');
  });
});

describe('darkRuns', () => {
  it('covers exactly the dark modules, each once', () => {
    const { modules } = create(URL_TEXT, { errorCorrectionLevel: 'M' });
    const { size, runs } = darkRuns(URL_TEXT);
    expect(size).toBe(modules.size);
    const painted = new Set<string>();
    for (const [row, start, length] of runs)
      for (let column = start; column < start + length; column++) {
        expect(painted.has(`${row},${column}`)).toBe(false);
        painted.add(`${row},${column}`);
      }
    let dark = 0;
    for (let row = 0; row < size; row++)
      for (let column = 0; column < size; column++)
        if (modules.get(row, column)) {
          dark++;
          expect(painted.has(`${row},${column}`)).toBe(true);
        }
    expect(painted.size).toBe(dark);
    expect(runs.length).toBeLessThan(dark);
  });
});

describe('qrPdfFile', () => {
  it('is one A4 page with the ministry, the caption and the address under the code', async () => {
    const bytes = await qrPdfFile(URL_TEXT, 'Palabra Viva', 'Escanéame: ¿nos visitas? 🙏');
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBe(1);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Palabra Viva');
    expect(text).toContain('Escanéame: ¿nos visitas? ?');
    expect(text).toContain(URL_TEXT);
  });
});
