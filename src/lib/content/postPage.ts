import { excerpt } from '#core/excerpt.ts';
import { BLOG_SECTIONS } from '../blogSections.ts';
import type { PostDetail } from '../contentTypes.ts';

/** Meta descriptions stop at 160 characters (docs/spec.md §9). */
export const META_DESCRIPTION_LENGTH = 160;

/** The meta description of a post page: its SEO text, else its summary, cut to 160 characters. */
export function postMetaDescription(
  post: Pick<PostDetail, 'meta_description' | 'description' | 'title'>,
): string {
  return excerpt(post.meta_description || post.description || post.title, META_DESCRIPTION_LENGTH - 1);
}

/**
 * Posts that get a /blog/{slug} page. A slug equal to a blog section (articulos, pdf…) would shadow that
 * section, and a repeated slug would overwrite a page, so such posts are left out (and reported).
 */
export function postsWithPages(posts: readonly PostDetail[]): { pages: PostDetail[]; skipped: PostDetail[] } {
  const taken = new Set(BLOG_SECTIONS.map((section) => section.slug));
  const pages: PostDetail[] = [];
  const skipped: PostDetail[] = [];
  for (const post of posts) {
    if (taken.has(post.pageSlug)) skipped.push(post);
    else {
      taken.add(post.pageSlug);
      pages.push(post);
    }
  }
  return { pages, skipped };
}
