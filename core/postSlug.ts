/**
 * The slug a post is linked by. Posts saved without one fall back to the title in lower case with runs of
 * whitespace turned into hyphens (docs/spec.md §2), so older rows keep the links they always had.
 */
export function postSlug(post: { slug?: string | null; title: string }): string {
  const saved = post.slug?.trim();
  if (saved) return saved;
  return post.title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Site path of a post page; the slug is encoded because fallback slugs may hold accents or punctuation. */
export function postPath(post: { slug?: string | null; title: string }): string {
  return `/blog/${encodeURIComponent(postSlug(post))}`;
}
