import type { ReferenceProblem } from './scriptureReference.ts';

/** Spanish for each reason a reference was refused, quoting exactly what the person typed. */
const MESSAGES: Record<ReferenceProblem, (fragment: string) => string> = {
  book: (fragment) => `No se reconoce el libro en «${fragment}».`,
  syntax: (fragment) =>
    `No se entiende «${fragment}». Escribe el libro, el capítulo y los versículos, por ejemplo «Romanos 8:28-39».`,
  chapter: (fragment) => `«${fragment}»: ese capítulo no existe en el libro.`,
  verse: (fragment) => `«${fragment}»: ese versículo no existe.`,
  order: (fragment) => `«${fragment}»: el pasaje termina antes de empezar.`,
};

export function referenceProblemMessage(fragment: string, problem: ReferenceProblem): string {
  return MESSAGES[problem](fragment);
}
