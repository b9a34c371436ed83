/**
 * One passage of Scripture as stored beside a teaching (the `scripture_references` JSON column): a book
 * slug, a start and an end. A whole chapter has no verses ("Salmos 23" is 23–23 without verses); a
 * passage within one chapter repeats it as end_chapter ("Juan 3:16" is 3:16–3:16).
 */
export interface ScriptureReference {
  book: string;
  chapter: number;
  verse: number | null;
  end_chapter: number;
  end_verse: number | null;
}

/** A passage within one chapter, or a whole chapter without `verse`: the shape most references take. */
export const passage = (
  book: string,
  chapter: number,
  verse: number | null = null,
  end: { chapter?: number; verse?: number | null } = {},
): ScriptureReference => ({
  book,
  chapter,
  verse,
  end_chapter: end.chapter ?? chapter,
  end_verse: end.verse === undefined ? verse : end.verse,
});

/** What made a reference unreadable; the messages module words each one in Spanish. */
export type ReferenceProblem = 'book' | 'syntax' | 'chapter' | 'verse' | 'order';

export type ParsedReferences =
  | { ok: true; references: ScriptureReference[] }
  | { ok: false; fragment: string; problem: ReferenceProblem };

/** Chapter, then verse (a whole chapter first), then where the passage ends: the order of a book page. */
export function compareReferences(a: ScriptureReference, b: ScriptureReference): number {
  return (
    a.chapter - b.chapter ||
    (a.verse ?? 0) - (b.verse ?? 0) ||
    a.end_chapter - b.end_chapter ||
    (a.end_verse ?? 0) - (b.end_verse ?? 0)
  );
}
