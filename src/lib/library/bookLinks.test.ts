import { describe, expect, it } from 'vitest';
import { bookBySlug } from '#core/scripture/bibleBooks.ts';
import type { BookPage } from './bibleIndex.ts';
import { linkBooksToTheirPages } from './bookLinks.ts';

const pages: BookPage[] = [{ book: bookBySlug('juan')!, entries: [] }];

describe('linkBooksToTheirPages', () => {
  it.each([
    [
      'a book with a page keeps its link',
      '<a href="/biblia/juan">Juan 3:16</a>',
      '<a href="/biblia/juan">Juan 3:16</a>',
    ],
    [
      'a book without a page leads to its entry on /biblia',
      '<a href="/biblia/abdias">Abdías 1:3</a>',
      '<a href="/biblia#libro-abdias">Abdías 1:3</a>',
    ],
    [
      'every link of the body is checked',
      '<p><a href="/biblia/1-juan">1 Jn 4:8</a> y <a href="/biblia/juan">Jn 1:1</a></p>',
      '<p><a href="/biblia#libro-1-juan">1 Jn 4:8</a> y <a href="/biblia/juan">Jn 1:1</a></p>',
    ],
    [
      'other links stay',
      '<a href="/biblia">La Biblia</a> <a href="https://x.org/biblia/abdias">x</a>',
      '<a href="/biblia">La Biblia</a> <a href="https://x.org/biblia/abdias">x</a>',
    ],
  ])('%s', (_, html, expected) => {
    expect(linkBooksToTheirPages(html, pages)).toBe(expected);
  });
});
