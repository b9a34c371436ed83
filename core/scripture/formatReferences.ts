import { bookBySlug } from './bibleBooks.ts';
import type { ScriptureReference } from './scriptureReference.ts';

/** En dash between numbers, as Spanish typography writes ranges. */
const DASH = '–';

/** "Romanos 8:28–39", "Salmos 23", "Génesis 1–3", "Judas 3"; the book's full name always. */
export function formatReference(reference: ScriptureReference): string {
  const book = bookBySlug(reference.book);
  const name = book?.name ?? reference.book;
  const { chapter, verse, end_chapter: endChapter, end_verse: endVerse } = reference;
  const oneChapter = book?.chapters === 1;
  if (verse === null) {
    if (oneChapter) return name;
    return chapter === endChapter ? `${name} ${chapter}` : `${name} ${chapter}${DASH}${endChapter}`;
  }
  if (chapter !== endChapter) return `${name} ${chapter}:${verse}${DASH}${endChapter}:${endVerse}`;
  const start = oneChapter ? `${verse}` : `${chapter}:${verse}`;
  return verse === endVerse ? `${name} ${start}` : `${name} ${start}${DASH}${endVerse}`;
}

/** Several references as one line, the way the editor shows them back: "Romanos 8:28–39; 1 Corintios 13". */
export function formatReferences(references: readonly ScriptureReference[]): string {
  return references.map(formatReference).join('; ');
}
