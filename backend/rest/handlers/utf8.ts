import { RestError } from '../errors/restError.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or undefined when they are not valid UTF-8 (never replaced with U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Length of the UTF-8 sequence a lead byte starts (Postgres pg_utf_mblen). */
const sequenceLength = (lead: number) =>
  lead < 0x80 ? 1 : lead >> 5 === 6 ? 2 : lead >> 4 === 14 ? 3 : lead >> 3 === 30 ? 4 : 1;

/** Where Postgres would stop reading the bytes as UTF-8 text: an invalid sequence, or a NUL byte. */
function firstInvalid(bytes: Uint8Array): number | undefined {
  for (let i = 0; i < bytes.length; ) {
    if (bytes[i] === 0) return i;
    const length = sequenceLength(bytes[i]!);
    if (decodeUtf8(bytes.subarray(i, i + length)) === undefined || i + length > bytes.length) return i;
    i += length;
  }
  return undefined;
}

/**
 * Text Postgres itself must read (a raw body passed as a text parameter): bytes that are not UTF-8, or a
 * NUL byte, answer as Postgres would, 400 `22021 invalid byte sequence for encoding "UTF8": 0x…`, never
 * stored mangled.
 */
export function postgresText(bytes: Uint8Array): string {
  const at = firstInvalid(bytes);
  if (at === undefined) return decodeUtf8(bytes)!;
  const shown = [...bytes.subarray(at, Math.min(bytes.length, at + sequenceLength(bytes[at]!)))]
    .map((byte) => `0x${byte.toString(16).padStart(2, '0')}`)
    .join(' ');
  throw new RestError(400, '22021', `invalid byte sequence for encoding "UTF8": ${shown}`);
}
