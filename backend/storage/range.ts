export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

/**
 * Reads a single `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14.1.2).
 * Returns null when the header should be ignored (absent, malformed or several ranges: the whole object
 * is served, which the RFC allows) and 'unsatisfiable' when no byte of the object is in the range.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}
