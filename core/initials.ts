/** Shown when a testimonial arrives without a name. */
export const ANONYMOUS_NAME = 'Anónimo';

export function displayName(name: string | null | undefined): string {
  return name?.trim() || ANONYMOUS_NAME;
}

/**
 * Up to two capital letters for the avatar circle shown when there is no photo: first letter of the first
 * and of the last word ("María José López" → "ML"), or of the fallback name.
 */
export function initials(name: string | null | undefined): string {
  const words = displayName(name).split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  // Array.from keeps letters outside the BMP whole; toLocaleUpperCase handles Spanish letters like ñ.
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + letter(last)).toLocaleUpperCase('es-ES');
}
