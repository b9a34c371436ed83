import { create } from 'qrcode';

/**
 * The QR code of a text as one SVG path of unit squares (dark modules), plus its side in modules. Drawn
 * by React as an <svg> element: no data: URL to escape, no canvas, no inline style for the CSP to refuse.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
  return { size: modules.size, d };
}
