import type { BookPage } from './bibleIndex.ts';

/** The id of a book's entry on /biblia, for books without a page of their own. */
export const bookEntryId = (slug: string) => `libro-${slug}`;

/** A book's place on /biblia (/biblia#libro-abdias). */
export const bookEntryPath = (slug: string) => `/biblia#${bookEntryId(slug)}`;

const BOOK_LINK = /href="\/biblia\/([a-z0-9-]+)"/g;

/**
 * A post body links each Bible reference to its book's page (/biblia/juan), but only books with teachings
 * have one: a link to any other book leads to its entry on /biblia instead of a missing page. Runs on the
 * post's rendered, sanitized HTML, whose attributes are always written as href="…".
 */
export function linkBooksToTheirPages(html: string, pages: readonly BookPage[]): string {
  const withPage = new Set(pages.map((page) => page.book.slug));
  return html.replace(BOOK_LINK, (link, slug: string) =>
    withPage.has(slug) ? link : `href="${bookEntryPath(slug)}"`,
  );
}
