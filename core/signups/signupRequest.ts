import { z } from 'zod/mini';
import { type EventTiming, occurrencesBetween } from '../events/recurrence.ts';
import { contactWords, personContact, personContactFields } from '../visitor/personContact.ts';

/**
 * What the sign-up form sends to the `signups` server function, and the checks the server makes before
 * the engine decides a place (issue 33 items 1, 2 and 5). Every refusal is a Spanish sentence the form
 * shows next to what the person typed.
 */
export const signupQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'choice', 'number']),
  required: z.optional(z.boolean()),
  options: z.optional(z.array(z.string())),
});
export type SignupQuestion = z.infer<typeof signupQuestionSchema>;

const answer = z.union([z.string().check(z.maxLength(500)), z.number()]);

export const takeSignupSchema = z.object({
  action: z.literal('take'),
  list_id: z.uuid('Elige una lista de inscripción válida.'),
  starts: z
    .array(z.iso.datetime({ offset: true, error: 'Elige una fecha válida.' }))
    .check(z.minLength(1, 'Elige al menos una fecha.'), z.maxLength(12, 'Elige como máximo doce fechas.')),
  ...personContactFields(),
  answers: z.optional(z.record(z.string().check(z.maxLength(40)), answer)),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});
export type TakeSignup = z.infer<typeof takeSignupSchema>;

/** How to reach the person, or the sentence that says what is missing (WhatsApp is for the reminders). */
export const contactOf = (body: TakeSignup) =>
  personContact(body, {
    ...contactWords,
    consentMissing: 'Para avisarte por WhatsApp necesitamos tu permiso.',
  });

/** The answers kept for the questions asked (others dropped), or the first sentence saying what is wrong. */
export function checkedAnswers(
  questions: readonly SignupQuestion[],
  given: Readonly<Record<string, string | number>> = {},
): Record<string, string | number> | string {
  const kept: Record<string, string | number> = {};
  for (const question of questions) {
    const raw = given[question.id];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === undefined || text === '') {
      if (question.required) return `Responde «${question.label}».`;
      continue;
    }
    if (question.type === 'number') {
      const value = typeof text === 'number' ? text : Number(text.replace(',', '.'));
      if (!Number.isFinite(value)) return `«${question.label}» debe ser un número.`;
      kept[question.id] = value;
    } else if (question.type === 'choice') {
      if (!question.options?.includes(String(text))) return `Elige una opción de «${question.label}».`;
      kept[question.id] = String(text);
    } else {
      kept[question.id] = String(text);
    }
  }
  return kept;
}

/** The requested starts that are real future dates of the schedule, as instants; null if any is not. */
export function scheduledStarts(
  timing: EventTiming,
  starts: readonly string[],
  now = new Date(),
): Date[] | null {
  const wanted = starts.map((start) => new Date(start));
  if (wanted.some((date) => Number.isNaN(date.getTime()))) return null;
  const last = Math.max(...wanted.map((date) => date.getTime()));
  const real = new Set(
    occurrencesBetween(timing, now, new Date(last + 1)).map(({ start }) => start.epochMilliseconds),
  );
  return wanted.every((date) => real.has(date.getTime())) ? wanted : null;
}
