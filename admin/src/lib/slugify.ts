/**
 * Blog slug normalization of docs/spec.md §5: lowercase, trimmed, non-word characters removed, runs of spaces,
 * underscores and hyphens collapsed to one hyphen, edge hyphens stripped. Accented letters are folded to
 * ASCII first so "Oración" becomes "oracion" rather than losing the letter (posts.slug only allows a-z0-9).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The same normalization for a slug being typed by hand, except that a trailing hyphen is kept so the
 * next word can follow it; the full slugify runs on save.
 */
export function slugifyWhileTyping(text: string): string {
  const trailing = /[\s_-]$/.test(text);
  const slug = slugify(text);
  return trailing && slug ? `${slug}-` : slug;
}
