import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['ana@example.org', 'ana@example.org'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+34 600', "'+34 600"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Pérez, Ana', '"Pérez, Ana"'],
    ['línea\nnueva', '"línea\nnueva"'],
    [null, ''],
    [true, 'true'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('joins header and rows with CRLF', () => {
    expect(toCsv(['email', 'país'], [['a@b.co', 'España']])).toBe('email,país\r\na@b.co,España');
  });
});
