/**
 * PostgREST `or=(…)` filter for a case-insensitive partial match on several columns. Characters that are
 * syntax inside or=() (commas, parentheses, quotes, backslashes) or wildcards are dropped from the term, so
 * typing them can neither break the request nor widen the match. An underscore is kept: it is ILIKE's one-character wildcard, so it still matches
 * itself, and payment ids and emails are full of them.
 */
export function ilikeAny(columns: readonly string[], term: string): string | undefined {
  const clean = searchPattern(term);
  if (!clean) return undefined;
  return columns
    .map((column) =>
      isEmbedded(column) ? `${column.split('.')[0]}.not.is.null` : `${column}.ilike.${clean}`,
    )
    .join(',');
}

/** The term as an ILIKE pattern (`%term%`), or undefined when nothing searchable is left. */
export function searchPattern(term: string): string | undefined {
  const clean = term.replace(/[,()"\\%*]/g, ' ').trim();
  return clean ? `%${clean}%` : undefined;
}

/**
 * `alias.column` searches a column of an embedded row (the audio's series title): the select embeds
 * `alias:table()` to match on, the list filters `alias.column=ilike.…` on that embed, and the or=()
 * keeps rows whose embed matched (`alias.not.is.null`), PostgREST's way to OR across embeddings.
 */
export const isEmbedded = (column: string) => column.includes('.');
