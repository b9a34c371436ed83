/** The `Prefer` header as PostgREST reads it (Preferences.hs): comma-separated, first value of a kind wins. */
export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Values PostgREST does not know; an error only with `handling=strict`. */
  invalid: string[];
}

const KNOWN: Record<string, [keyof Preferences, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=minimal': ['return', 'minimal'],
  'return=representation': ['return', 'representation'],
  'return=headers-only': ['return', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
};
// Known but without effect here: hosted Supabase does not let clients end transactions their own way.
const IGNORED = new Set(['tx=commit', 'tx=rollback', 'params=single-object']);

export function parsePreferences(header: string | null | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  const values = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of values) {
    const known = KNOWN[value];
    if (known) {
      const [key, setting] = known;
      if (prefs[key] === undefined) (prefs as unknown as Record<string, string>)[key] = setting;
    } else if (/^max-affected=\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value.slice('max-affected='.length));
    } else if (!IGNORED.has(value)) prefs.invalid.push(value);
  }
  return prefs;
}

type Applied = 'resolution' | 'missing' | 'return' | 'count' | 'handling' | 'maxAffected';

/** `Preference-Applied`, in PostgREST's order, listing only the kinds the endpoint honours. */
export function preferenceApplied(prefs: Preferences, honoured: readonly Applied[]): string | undefined {
  const order: Applied[] = ['resolution', 'missing', 'return', 'count', 'handling', 'maxAffected'];
  const applied = order
    .filter((kind) => honoured.includes(kind) && prefs[kind] !== undefined)
    .filter((kind) => kind !== 'maxAffected' || prefs.handling === 'strict')
    .map((kind) => (kind === 'maxAffected' ? `max-affected=${prefs.maxAffected}` : `${kind}=${prefs[kind]}`));
  return applied.length ? applied.join(', ') : undefined;
}
