/**
 * Haskell's `show` for strings and characters, which Parsec uses to quote what it found: printable ASCII
 * as is, control characters by name (`\n`, `\DEL`, `\NUL`…) and everything else as a decimal escape
 * (`é` → `\233`), so PostgREST's messages show `unexpected "\233"` where we must too.
 */
const CONTROL_NAMES = [
  'NUL',
  'SOH',
  'STX',
  'ETX',
  'EOT',
  'ENQ',
  'ACK',
  'a',
  'b',
  't',
  'n',
  'v',
  'f',
  'r',
  'SO',
  'SI',
  'DLE',
  'DC1',
  'DC2',
  'DC3',
  'DC4',
  'NAK',
  'SYN',
  'ETB',
  'CAN',
  'EM',
  'SUB',
  'ESC',
  'FS',
  'GS',
  'RS',
  'US',
];

/** One character as inside a Haskell literal; `next` decides the `\&` separators Haskell adds. */
function showLitChar(char: string, quote: '"' | "'", next: string | undefined): string {
  const code = char.codePointAt(0)!;
  if (char === '\\') return '\\\\';
  if (char === quote) return `\\${quote}`;
  if (code >= 0x20 && code < 0x7f) return char;
  if (code === 0x7f) return '\\DEL';
  if (code < 0x20) {
    const name = CONTROL_NAMES[code]!;
    return `\\${name}${name === 'SO' && next === 'H' ? '\\&' : ''}`;
  }
  return `\\${code}${next !== undefined && next >= '0' && next <= '9' ? '\\&' : ''}`;
}

export function showString(text: string): string {
  const chars = [...text];
  return `"${chars.map((char, i) => showLitChar(char, '"', chars[i + 1])).join('')}"`;
}

export function showChar(char: string): string {
  return `'${showLitChar(char, "'", undefined)}'`;
}
