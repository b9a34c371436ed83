/**
 * PostgREST `or=(…)` filter for a case-insensitive partial match on several columns. Characters that are
 * syntax inside or=() (commas, parentheses, quotes, backslashes) or wildcards are dropped from the term, so
 * typing them can neither break the request nor widen the match.
 */
export function ilikeAny(columns: readonly string[], term: string): string | undefined {
  const clean = term.replace(/[,()"\\%*_:]/g, ' ').trim();
  if (!clean) return undefined;
  return columns.map((column) => `${column}.ilike.%${clean}%`).join(',');
}
