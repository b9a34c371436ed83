import { BIBLE_BOOKS, type BibleBook, TESTAMENT_NAMES, type Testament } from '#core/scripture/bibleBooks.ts';
import { compareReferences, type ScriptureReference } from '#core/scripture/scriptureReference.ts';
import type { LibraryItem } from './libraryItems.ts';

/** One teaching on a book page, with the passages of that book it covers (sorted). */
export interface BookEntry {
  item: LibraryItem;
  references: ScriptureReference[];
}

export interface BookPage {
  book: BibleBook;
  entries: BookEntry[];
}

export interface TestamentGroup {
  testament: Testament;
  name: string;
  books: { book: BibleBook; count: number }[];
}

/**
 * Teachings by book: a book page lists each teaching once, ordered by the first passage it covers in that
 * book (chapter, then verse), then by title. Books without teaching get no page (the index shows them
 * inactive).
 */
export function bookPages(items: readonly LibraryItem[]): BookPage[] {
  return BIBLE_BOOKS.flatMap((book) => {
    const entries = items.flatMap((item) => {
      const references = item.references.filter((ref) => ref.book === book.slug).sort(compareReferences);
      return references.length > 0 ? [{ item, references }] : [];
    });
    entries.sort(
      (a, b) =>
        compareReferences(a.references[0]!, b.references[0]!) ||
        a.item.title.localeCompare(b.item.title, 'es'),
    );
    return entries.length > 0 ? [{ book, entries }] : [];
  });
}

/** The 66 books in canonical order, by testament, with how many teachings cover each. */
export function testamentGroups(pages: readonly BookPage[]): TestamentGroup[] {
  const counts = new Map(pages.map((page) => [page.book.slug, page.entries.length]));
  return (['AT', 'NT'] as const).map((testament) => ({
    testament,
    name: TESTAMENT_NAMES[testament],
    books: BIBLE_BOOKS.filter((book) => book.testament === testament).map((book) => ({
      book,
      count: counts.get(book.slug) ?? 0,
    })),
  }));
}

/** /biblia/romanos */
export const bookPath = (slug: string) => `/biblia/${slug}`;
