import type { PostView } from '#core/content/contentSchemas.ts';
import { excerpt } from '#core/excerpt.ts';
import { BLOG_SECTIONS } from '../blogSections.ts';

/** Meta descriptions stop at 160 characters (docs/spec.md §9). */
export const META_DESCRIPTION_LENGTH = 160;

/** The meta description of a post page: its SEO text, else its summary, cut to 160 characters. */
export function postMetaDescription(post: Pick<PostView, 'meta_description' | 'summary' | 'title'>): string {
  return excerpt(post.meta_description || post.summary || post.title, META_DESCRIPTION_LENGTH - 1);
}

/**
 * Posts that get a /blog/{slug} page. A slug equal to a blog section (articulos, pdf…) would shadow that
 * section, and a repeated slug would overwrite a page, so such posts are left out (and reported).
 */
export function postsWithPages<P extends Pick<PostView, 'pageSlug'>>(
  posts: readonly P[],
): { pages: P[]; skipped: P[] } {
  const taken = new Set(BLOG_SECTIONS.map((section) => section.slug));
  const pages: P[] = [];
  const skipped: P[] = [];
  for (const post of posts) {
    if (taken.has(post.pageSlug)) skipped.push(post);
    else {
      taken.add(post.pageSlug);
      pages.push(post);
    }
  }
  return { pages, skipped };
}
