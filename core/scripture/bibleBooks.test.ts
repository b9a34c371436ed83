import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, bookBySlug, canonicalIndex } from './bibleBooks.ts';
import { formatReference } from './formatReferences.ts';
import { passage } from './scriptureReference.ts';

describe('BIBLE_BOOKS', () => {
  it('holds the 66 books, 39 of the Old Testament then 27 of the New, 1,189 chapters', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.slice(0, 39).every((book) => book.testament === 'AT')).toBe(true);
    expect(BIBLE_BOOKS.slice(39).every((book) => book.testament === 'NT')).toBe(true);
    expect(BIBLE_BOOKS.reduce((sum, book) => sum + book.chapters, 0)).toBe(1189);
  });

  it.each([
    ['genesis', 0, 'Génesis'],
    ['salmos', 18, 'Salmos'],
    ['malaquias', 38, 'Malaquías'],
    ['mateo', 39, 'Mateo'],
    ['1-corintios', 45, '1 Corintios'],
    ['3-juan', 63, '3 Juan'],
    ['apocalipsis', 65, 'Apocalipsis'],
  ])('%s is book %i of the canon, named %s', (slug, index, name) => {
    expect(canonicalIndex(slug)).toBe(index);
    expect(bookBySlug(slug)?.name).toBe(name);
  });

  it('has URL-safe slugs', () => {
    for (const book of BIBLE_BOOKS) expect(book.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('formatReference', () => {
  it.each([
    [passage('romanos', 8, 28, { chapter: 8, verse: 39 }), 'Romanos 8:28–39'],
    [passage('salmos', 23, null), 'Salmos 23'],
    [passage('genesis', 1, null, { chapter: 3, verse: null }), 'Génesis 1–3'],
    [passage('juan', 3, 16), 'Juan 3:16'],
    [passage('juan', 3, 16, { chapter: 4, verse: 2 }), 'Juan 3:16–4:2'],
    [passage('judas', 1, 3), 'Judas 3'],
    [passage('judas', 1, 3, { chapter: 1, verse: 5 }), 'Judas 3–5'],
    [passage('filemon', 1, null), 'Filemón'],
  ])('%j → %s', (reference, expected) => {
    expect(formatReference(reference)).toBe(expected);
  });
});
