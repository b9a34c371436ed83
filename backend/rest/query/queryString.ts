/**
 * Splits a raw query string into ordered key/value pairs as http-types' parseQueryReplacePlus does for
 * PostgREST: `&` and `;` both separate pairs, `+` is a space, `key` (no `=`, value undefined) differs
 * from `key=` (empty value), and a bad escape is kept as written instead of failing.
 */
export function splitQueryString(query: string): [string, string | undefined][] {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (raw === '') return [];
  return raw.split(/[&;]/).map((part) => {
    const eq = part.indexOf('=');
    if (eq < 0) return [decode(part), undefined];
    return [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
  });
}

function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    const bytes: number[] = [];
    for (let i = 0; i < spaced.length; i++) {
      const hex = /^%([0-9a-fA-F]{2})/.exec(spaced.slice(i, i + 3));
      if (hex) {
        bytes.push(Number.parseInt(hex[1]!, 16));
        i += 2;
      } else bytes.push(...Buffer.from(spaced[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
}

/**
 * PostgREST's canonical query string for Content-Location: pairs sorted by key, values of a repeated key
 * joined with commas (Network.HTTP's urlEncodeVars).
 */
export function canonicalQuery(pairs: [string, string | undefined][]): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const values = grouped.get(key);
    if (values) values.push(value ?? '');
    else grouped.set(key, [value ?? '']);
  }
  let query = '';
  for (const [key, values] of grouped) {
    query += `${query === '' ? '' : '&'}${encode(key)}=${values.map(encode).join(',')}`;
  }
  return query;
}

// encodeURIComponent leaves these five as they are; Haskell's urlEncode escapes them too.
const KEPT_BY_ENCODE_URI = /[!'()*]/;

function encode(text: string): string {
  const encoded = encodeURIComponent(text);
  if (!KEPT_BY_ENCODE_URI.test(encoded)) return encoded;
  return encoded.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
