/** Card summaries: the first `max` characters of a text, with an ellipsis only when something was cut. */
export function excerpt(text: string | null | undefined, max = 100): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Trim the space a cut may leave so the ellipsis sits against the last word.
  return `${clean.slice(0, max).trimEnd()}…`;
}
