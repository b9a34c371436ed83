/** A testimonial as the carousel shows it: a fixed one of the home area or an approved one of the table. */
export interface TestimonialItem {
  id: string;
  name: string | null;
  country: string | null;
  testimonial_text: string | null;
  photo_url: string | null;
  /** Approved answers to a prayer (issue 17) carry the badge «Oración contestada». */
  answers_prayer?: boolean;
}

/** docs/spec.md §9: at most six testimonials are displayed. */
export const MAX_DISPLAYED_TESTIMONIALS = 6;

/**
 * The carousel list: the ministry's fixed testimonials always first, then approved ones from the database
 * that do not repeat a fixed id, cut to the display limit.
 */
export function mergeTestimonials<T extends { id: string }>(
  fixed: readonly T[],
  fetched: readonly T[],
  max = MAX_DISPLAYED_TESTIMONIALS,
): T[] {
  const seen = new Set(fixed.map((item) => item.id));
  const extra = fetched.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return [...fixed, ...extra].slice(0, max);
}
