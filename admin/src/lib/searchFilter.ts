/**
 * PostgREST `or=(…)` filter for a case-insensitive partial match on several columns. Characters that are
 * syntax inside or=() (commas, parentheses, quotes, backslashes) or wildcards are dropped from the term, so
 * typing them can neither break the request nor widen the match. An underscore is kept: it is ILIKE's one-character wildcard, so it still matches
 * itself, and payment ids and emails are full of them.
 */
export function ilikeAny(columns: readonly string[], term: string): string | undefined {
  const clean = term.replace(/[,()"\\%*]/g, ' ').trim();
  if (!clean) return undefined;
  return columns.map((column) => `${column}.ilike.%${clean}%`).join(',');
}
