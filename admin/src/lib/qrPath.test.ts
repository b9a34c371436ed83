import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath.ts';

const URI =
  'otpauth://totp/Palabra%20Viva:ana@example.org?algorithm=SHA1&digits=6&issuer=Palabra%20Viva&period=30&secret=JBSWY3DPEHPK3PXP';

describe('qrPath', () => {
  it('draws one square per dark module of the QR code, at its row and column', () => {
    const { size, d } = qrPath(URI);
    const { modules } = create(URI, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
    expect(squares.length).toBe([...modules.data].filter(Boolean).length);
    for (const [, column, row] of squares) expect(modules.get(Number(row), Number(column))).toBeTruthy();
  });

  it('starts with the finder pattern in the top-left corner', () => {
    expect(qrPath(URI).d.startsWith('M0 0h1v1h-1zM1 0h1v1h-1z')).toBe(true);
  });
});
