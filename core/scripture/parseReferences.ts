import { type BibleBook, MAX_VERSE } from './bibleBooks.ts';
import { findBook } from './bookNames.ts';
import type { ParsedReferences, ReferenceProblem, ScriptureReference } from './scriptureReference.ts';

type Passage = Omit<ScriptureReference, 'book'>;
type Step = { ok: true; reference: ScriptureReference } | { ok: false; problem: ReferenceProblem };

const wholeBook = (book: BibleBook): Passage => ({
  chapter: 1,
  verse: null,
  end_chapter: book.chapters,
  end_verse: null,
});

const num = (text: string | undefined) => Number(text);

/**
 * "8:28-39" → numbers. Books of one chapter (Abdías, Filemón, 2 and 3 Juan, Judas) are cited by verse:
 * "Judas 3" is verse 3. `verseIn` reads a bare number as a verse of that chapter ("Jn 3:16, 18").
 */
function readPassage(text: string, book: BibleBook, verseIn?: number): Passage | 'syntax' {
  const compact = text.replace(/\s+/g, '').replace(/[‐‑‒–—―−]/g, '-');
  if (compact === '') return wholeBook(book);
  let match = /^(\d+)(?:-(\d+))?$/.exec(compact);
  if (match) {
    const [from, to] = [num(match[1]), num(match[2] ?? match[1])];
    const chapter = verseIn ?? (book.chapters === 1 ? 1 : undefined);
    return chapter === undefined
      ? { chapter: from, verse: null, end_chapter: to, end_verse: null }
      : { chapter, verse: from, end_chapter: chapter, end_verse: to };
  }
  match = /^(\d+):(\d+)(?:-(\d+)(?::(\d+))?)?$/.exec(compact);
  if (!match) return 'syntax';
  const [chapter, verse] = [num(match[1]), num(match[2])];
  if (match[4] !== undefined) return { chapter, verse, end_chapter: num(match[3]), end_verse: num(match[4]) };
  return { chapter, verse, end_chapter: chapter, end_verse: num(match[3] ?? match[2]) };
}

function problemOf(book: BibleBook, p: Passage): ReferenceProblem | null {
  const chapterOk = (n: number) => Number.isInteger(n) && n >= 1 && n <= book.chapters;
  const verseOk = (n: number | null) => n === null || (Number.isInteger(n) && n >= 1 && n <= MAX_VERSE);
  if (!chapterOk(p.chapter) || !chapterOk(p.end_chapter)) return 'chapter';
  if (!verseOk(p.verse) || !verseOk(p.end_verse)) return 'verse';
  const ordered =
    p.end_chapter > p.chapter || (p.end_chapter === p.chapter && (p.end_verse ?? 0) >= (p.verse ?? 0));
  return ordered ? null : 'order';
}

/** The book named at the start of `text`, or the one carried over, and the passage after it. */
function readPiece(
  text: string,
  carried: BibleBook | undefined,
  verseIn?: number,
): Step & { book?: BibleBook } {
  const letter = text.search(/\p{L}/u);
  let book = carried;
  let passage = text;
  if (letter >= 0) {
    const digit = text.slice(letter).search(/\d/);
    const end = digit < 0 ? text.length : letter + digit;
    book = findBook(text.slice(0, end));
    passage = text.slice(end);
    verseIn = undefined;
  }
  if (!book) return { ok: false, problem: 'book' };
  const read = readPassage(passage, book, verseIn);
  if (read === 'syntax') return { ok: false, problem: 'syntax' };
  const problem = problemOf(book, read);
  return problem ? { ok: false, problem } : { ok: true, reference: { book: book.slug, ...read }, book };
}

/**
 * Spanish references as people type them → records: "Romanos 8:28-39; 1 Co 13", "Sal 23", "Jn 3:16, 18",
 * "Génesis 1–3", "Jn 3:16-4:2". Accents, case and periods are optional; ";" separates passages, a passage
 * without a book continues the previous book ("Ro 8:28; 12:1"), and after a comma a bare number is another
 * verse of the same chapter. The first piece that cannot be read is returned exactly as it was typed.
 */
export function parseReferences(input: string): ParsedReferences {
  const references: ScriptureReference[] = [];
  let book: BibleBook | undefined;
  for (const group of input.split(';')) {
    let previous: ScriptureReference | undefined;
    for (const raw of group.split(',')) {
      const fragment = raw.trim();
      if (fragment === '') continue;
      const verseIn = previous?.verse != null ? previous.end_chapter : undefined;
      const step = readPiece(fragment, book, verseIn);
      if (!step.ok) return { ok: false, fragment, problem: step.problem };
      references.push(step.reference);
      previous = step.reference;
      book = step.book;
    }
  }
  return { ok: true, references };
}
