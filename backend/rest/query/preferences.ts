/**
 * The `Prefer` header as PostgREST reads it (Preferences.hs): comma-separated values, the first of each
 * kind wins, unknown ones are collected (an error only with `handling=strict`).
 */
export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  /** Only when db_tx_end allows clients to override it. */
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** Only a time zone Postgres knows (pg_timezone_names). */
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
}

type Kind = 'resolution' | 'return' | 'count' | 'tx' | 'missing' | 'handling';
const ACCEPTED: Record<string, [Kind, string]> = Object.fromEntries(
  (
    [
      ['resolution', ['merge-duplicates', 'ignore-duplicates']],
      ['return', ['representation', 'minimal', 'headers-only']],
      ['count', ['exact', 'planned', 'estimated']],
      ['tx', ['commit', 'rollback']],
      ['missing', ['default', 'null']],
      ['handling', ['strict', 'lenient']],
    ] as const
  ).flatMap(([kind, values]) =>
    values.map((value): [string, [Kind, string]] => [`${kind}=${value}`, [kind, value]]),
  ),
);

/** Haskell's readMaybe for an Int64 (`max-affected=10`). */
const readInt = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined);

export function parsePreferences(
  header: string | null | undefined,
  options: { allowTxOverride: boolean; timezones: ReadonlySet<string> },
): Preferences {
  const values = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const prefs: Preferences = { invalid: [] };
  for (const value of values) {
    const known = ACCEPTED[value];
    if (!known) continue;
    const [kind, setting] = known;
    if (kind === 'tx' && !options.allowTxOverride) continue;
    (prefs as unknown as Record<string, string>)[kind] ??= setting;
  }
  const timezone = values.find((value) => value.startsWith('timezone='))?.slice('timezone='.length);
  const timezoneAccepted = timezone !== undefined && options.timezones.has(timezone);
  if (timezoneAccepted) prefs.timezone = timezone;
  const maxAffected = values.find((value) => value.startsWith('max-affected='));
  const limit = maxAffected === undefined ? undefined : readInt(maxAffected.slice('max-affected='.length));
  if (limit !== undefined) prefs.maxAffected = limit;
  prefs.invalid = values.filter(
    (value) =>
      !ACCEPTED[value] &&
      (!value.startsWith('timezone=') || !timezoneAccepted) &&
      !value.startsWith('max-affected='),
  );
  return prefs;
}

/** The kind of plan a response comes from, which decides the preferences it reports applied. */
export type PlanKind = 'read' | 'create' | 'update' | 'upsert' | 'delete' | 'call';

/**
 * `Preference-Applied` as Response.hs responsePreferences and prefAppliedHeader build it: each kind only
 * where it has an effect, in PostgREST's order. `resolution` needs a key to resolve on.
 */
export function preferenceApplied(
  prefs: Preferences,
  plan: PlanKind,
  insertHasKey = false,
): string | undefined {
  const isMutation = plan !== 'read' && plan !== 'call';
  const applied = [
    plan === 'create' && insertHasKey && prefs.resolution ? `resolution=${prefs.resolution}` : undefined,
    (plan === 'create' || plan === 'update') && prefs.missing ? `missing=${prefs.missing}` : undefined,
    isMutation && prefs.return ? `return=${prefs.return}` : undefined,
    prefs.count ? `count=${prefs.count}` : undefined,
    prefs.tx ? `tx=${prefs.tx}` : undefined,
    prefs.handling ? `handling=${prefs.handling}` : undefined,
    prefs.timezone ? `timezone=${prefs.timezone}` : undefined,
    (plan === 'update' || plan === 'delete' || plan === 'call') &&
    prefs.handling === 'strict' &&
    prefs.maxAffected !== undefined
      ? `max-affected=${prefs.maxAffected}`
      : undefined,
  ].filter((value) => value !== undefined);
  return applied.length ? applied.join(', ') : undefined;
}
