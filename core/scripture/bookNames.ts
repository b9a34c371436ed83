import { BIBLE_BOOKS, type BibleBook } from './bibleBooks.ts';

const ORDINAL_WORDS: [RegExp, string][] = [
  [/^(?:primera|primero|primer)\s+(?:de\s+)?/, '1 '],
  [/^(?:segunda|segundo)\s+(?:de\s+)?/, '2 '],
  [/^(?:tercera|tercero)\s+(?:de\s+)?/, '3 '],
  [/^iii\s+/, '3 '],
  [/^ii\s+/, '2 '],
  [/^i\s+/, '1 '],
];

/**
 * A book name as people type it → one comparable key: no accents, lower case, periods and extra spaces
 * gone, and the number of a numbered book written one way ("1a Co.", "I Co", "Primera de Corintios",
 * "1Co" → "1 co" / "1 corintios").
 */
export function bookKey(text: string): string {
  let key = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, digit] of ORDINAL_WORDS) key = key.replace(pattern, digit);
  return key.replace(/^([123])(?:\s*[ªº]|[ao](?=\s))?\s*(?=\p{L})/u, '$1 ');
}

/** Every spelling a book is known by: its name, its slug, its abbreviations and other names. */
export const bookSpellings = (entry: BibleBook): string[] => [
  entry.name,
  entry.slug.replace(/-/g, ' '),
  ...entry.abbreviations,
  ...(entry.aliases ?? []),
];

const byKey = new Map<string, BibleBook>();
for (const entry of BIBLE_BOOKS) {
  for (const spelling of bookSpellings(entry)) byKey.set(bookKey(spelling), entry);
}

/** The book a typed name or abbreviation stands for, if any. */
export function findBook(text: string): BibleBook | undefined {
  return byKey.get(bookKey(text));
}
