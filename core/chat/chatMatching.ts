import type { Assistant } from '../site/assistant.ts';

/**
 * How the assistant reads a visitor's message (core/chat/chatRules.ts decides the reply): a prayer
 * written «nombre: petición», the staff's keywords, a wish to cancel, a question. Accents and case never
 * count.
 */

export interface CapturedPrayer {
  name: string;
  request_text: string;
}

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'name: reason' with both parts non-empty (docs/spec.md §5), or null. */
export function parsePrayer(message: string): CapturedPrayer | null {
  const colon = message.indexOf(':');
  if (colon < 0) return null;
  const name = message.slice(0, colon).trim();
  const request = message.slice(colon + 1).trim();
  return name && request ? { name: name.slice(0, 200), request_text: request.slice(0, 5000) } : null;
}

export type Answer = Assistant['answers'][number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a keyword (a word beginning, without accents or case) starts a word of the message. */
export function hasKeyword(normalized: string, keyword: string): boolean {
  const start = normalize(keyword.trim());
  return start !== '' && new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(start)}`, 'u').test(normalized);
}

/** The first answer, in the staff's order, one of whose keywords starts a word of the message. */
export const matchingAnswer = (message: string, answers: readonly Answer[]) => {
  const text = normalize(message);
  return answers.find((answer) => answer.keywords.some((keyword) => hasKeyword(text, keyword)));
};

/** «cancelar», «salir», «olvídalo», «mejor no»…: the visitor wants out of the prayer flow. */
export const isCancel = (message: string) =>
  /^(cancel|salir|salgo|olvid|dejalo|mejor no|no gracias|ya no|nada|terminar|parar|detener)/.test(
    normalize(message.trim()),
  );

const QUESTION_START =
  /^(a )?(que|como|cuando|donde|cual|cuales|quien|quienes|cuanto|cuantos|cuantas|por que|para que)\b/;

/** A question mark, or a question word first («cómo», «por qué»…). */
export const looksLikeQuestion = (text: string) => /[¿?]/.test(text) || QUESTION_START.test(normalize(text));
