/** docs/spec.md §5/§9: a testimonial has at most 200 words; the counter warns within 20 words of the limit. */
export const TESTIMONIAL_MAX_WORDS = 200;
export const WORD_WARNING_MARGIN = 20;

/** Words are runs of non-space characters, as the database check counts them (regexp_count '\S+'). */
export function countWords(text: string): number {
  return text.match(/\S+/gu)?.length ?? 0;
}

/**
 * Keeps the first `max` words and everything typed before them (spacing and line breaks untouched);
 * `cut` says whether anything was removed, so the caller shows the limit toast only then.
 */
export function limitWords(text: string, max = TESTIMONIAL_MAX_WORDS): { text: string; cut: boolean } {
  let seen = 0;
  for (const match of text.matchAll(/\S+/gu)) {
    seen += 1;
    if (seen === max) {
      const end = match.index + match[0].length;
      const cut = /\S/u.test(text.slice(end));
      return { text: cut ? text.slice(0, end) : text, cut };
    }
  }
  return { text, cut: false };
}

export type CounterTone = 'normal' | 'warning' | 'over';

/** Orange within 20 words of the limit, red above it (docs/spec.md §5). */
export function counterTone(count: number, max = TESTIMONIAL_MAX_WORDS): CounterTone {
  if (count > max) return 'over';
  if (count >= max - WORD_WARNING_MARGIN) return 'warning';
  return 'normal';
}
