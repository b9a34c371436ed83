import type { BibleBook } from './bibleBooks.ts';
import { bookKey, findBook } from './bookNames.ts';
import { parseReferences } from './parseReferences.ts';
import type { ScriptureReference } from './scriptureReference.ts';

/** A reference written inside running text: where it is, as written, and what it points at. */
export interface FoundReference {
  start: number;
  end: number;
  text: string;
  reference: ScriptureReference;
}

/**
 * "3:16", "8:28-39", "3:16-4:2", "23", "1–3": a chapter, with a verse or a range, standing on its own
 * (no digit or letter glued to either side, so "10:30h" or "v2" are not passages).
 */
const PASSAGE =
  /(?<![\p{L}\d:])\d{1,3}(?::\d{1,3}(?:\s?[-‐‑‒–—]\s?\d{1,3}(?::\d{1,3})?)?|[-‐‑‒–—]\d{1,3})?(?![\p{L}\d]|:\d)/gu;
const WORD = /[\p{L}\d][\p{L}\d.ªº]*/gu;
/** Book names run to four words ("Cantar de los Cantares", "Primera de Corintios"). */
const MAX_BOOK_WORDS = 4;

/**
 * Psalms are cited by chapter ("Salmo 23"); every other book needs a verse, since most books are also
 * given names ("Juan 3" may be Juan, three times). The name must be written out, never abbreviated.
 */
const citesWholeChapter = (spelling: string, book: BibleBook) =>
  book.slug === 'salmos' &&
  [book.name, ...(book.aliases ?? [])].some((name) => bookKey(name) === bookKey(spelling));

/** The book named by the words right before `end` (only spaces between), longest name first. */
function bookBefore(text: string, end: number) {
  const head = text.slice(Math.max(0, end - 60), end);
  const offset = end - head.length;
  const words = [...head.matchAll(WORD)];
  const run: number[] = [];
  let cursor = head.length;
  for (let i = words.length - 1; i >= 0 && run.length < MAX_BOOK_WORDS; i--) {
    const word = words[i]!;
    if (!/^\s+$/.test(head.slice(word.index + word[0].length, cursor))) break;
    run.unshift(word.index);
    cursor = word.index;
  }
  for (const start of run) {
    const spelling = head.slice(start).trim();
    // A capital (or a book's number) marks a name: "les dan 10:30" is not Daniel.
    if (!/^[\p{Lu}\d]/u.test(spelling)) continue;
    const book = findBook(spelling);
    if (book) return { start: offset + start, book, spelling };
  }
  return undefined;
}

/**
 * Bible references typed as plain text inside a sentence ("como dice Juan 3:16", "(Rom 8:28-39)",
 * "1 Co 13:4-7", "Salmos 23"), each with the passage it stands for. To keep times, scores and names out,
 * the book starts with a capital letter and has a verse (Psalms aside): "Juan 3:16" and "Salmos 23"
 * count, "Sal 23" and "Juan 3" in "Juan 3 veces" do not. Anything parseReferences refuses is left alone.
 */
export function findReferences(text: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const match of text.matchAll(PASSAGE)) {
    const named = bookBefore(text, match.index);
    if (!named) continue;
    if (!match[0].includes(':') && !citesWholeChapter(named.spelling, named.book)) continue;
    const end = match.index + match[0].length;
    const written = text.slice(named.start, end);
    const parsed = parseReferences(written);
    if (!parsed.ok || parsed.references.length !== 1) continue;
    if (found.length > 0 && named.start < found[found.length - 1]!.end) continue;
    found.push({ start: named.start, end, text: written, reference: parsed.references[0]! });
  }
  return found;
}
