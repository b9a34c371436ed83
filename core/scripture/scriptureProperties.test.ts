import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, MAX_VERSE } from './bibleBooks.ts';
import { bookKey, bookSpellings, findBook } from './bookNames.ts';
import { formatReferences } from './formatReferences.ts';
import { parseReferences } from './parseReferences.ts';
import type { ScriptureReference } from './scriptureReference.ts';

const verse = fc.integer({ min: 1, max: MAX_VERSE });

/** Any passage a person could cite: whole chapters, chapter ranges, verses, verse ranges, across chapters. */
const reference: fc.Arbitrary<ScriptureReference> = fc.constantFrom(...BIBLE_BOOKS).chain((book) => {
  const chapter = fc.integer({ min: 1, max: book.chapters });
  const at = (start: number) => fc.integer({ min: start, max: book.chapters });
  const shapes: fc.Arbitrary<ScriptureReference>[] = [
    fc.record({ c: chapter, v: verse }).chain(({ c, v }) =>
      fc.integer({ min: v, max: MAX_VERSE }).map((e) => ({
        book: book.slug,
        chapter: c,
        verse: v,
        end_chapter: c,
        end_verse: e,
      })),
    ),
    chapter.chain((c) =>
      at(c).map((e) => ({ book: book.slug, chapter: c, verse: null, end_chapter: e, end_verse: null })),
    ),
  ];
  if (book.chapters > 1) {
    shapes.push(
      fc
        .record({ c: fc.integer({ min: 1, max: book.chapters - 1 }), v: verse, w: verse })
        .chain(({ c, v, w }) =>
          at(c + 1).map((e) => ({ book: book.slug, chapter: c, verse: v, end_chapter: e, end_verse: w })),
        ),
    );
  }
  return fc.oneof(...shapes);
});

const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

describe('scripture references (properties)', () => {
  it('formatting then parsing gives the same references', () => {
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 6 }), (references) => {
        expect(parseReferences(formatReferences(references))).toEqual({ ok: true, references });
      }),
      { numRuns: 2000 },
    );
  });

  it('recognises every book name and abbreviation, with or without accents, case or a final period', () => {
    const spellings = BIBLE_BOOKS.flatMap((book) =>
      bookSpellings(book).map((spelling) => ({ book, spelling })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...spellings),
        fc.constantFrom<(s: string) => string>(
          (s) => s,
          unaccented,
          (s) => s.toUpperCase(),
          (s) => s.toLowerCase(),
          (s) => `${s}.`,
          (s) => s.replace(/^(\d) /, '$1'),
        ),
        ({ book, spelling }, variant) => {
          expect(findBook(variant(spelling))?.slug).toBe(book.slug);
          const parsed = parseReferences(`${variant(spelling)} 1`);
          expect(parsed.ok && parsed.references[0]?.book).toBe(book.slug);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives each spelling to one book only', () => {
    const owners = new Map<string, Set<string>>();
    for (const book of BIBLE_BOOKS) {
      for (const spelling of bookSpellings(book)) {
        const key = bookKey(spelling);
        owners.set(key, (owners.get(key) ?? new Set()).add(book.slug));
      }
    }
    expect([...owners].filter(([, books]) => books.size > 1)).toEqual([]);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const result = parseReferences(text);
        if (!result.ok) expect(text).toContain(result.fragment);
      }),
      { numRuns: 2000 },
    );
  });
});
