/**
 * Splits a raw query string into ordered key/value pairs. Unlike URLSearchParams it keeps `key` (no `=`,
 * value undefined) apart from `key=` (empty value), as PostgREST does, and never throws on bad escapes.
 */
export function splitQueryString(query: string): [string, string | undefined][] {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (raw === '') return [];
  return raw
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return [decode(part), undefined];
      return [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
}

function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** PostgREST's canonical query string (sorted by key), used in Content-Location. */
export function canonicalQuery(pairs: [string, string | undefined][]): string {
  return [...pairs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value ?? '')}`)
    .join('&');
}

function encode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}
