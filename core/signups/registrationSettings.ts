import { z } from 'zod';

/**
 * An event's registration as staff set it up (issue 33 item 2): the same rules as the columns of
 * public.signup_lists and the SQL check private.are_signup_questions
 * (supabase/migrations/20261202110000_create_signups.sql), with the Spanish sentence the admin form shows.
 * tests/integration/signupQuestionsRule.test.ts runs the same cases through both.
 */
export const signupSettingsMessages = {
  tooManyQuestions: 'Puedes hacer como máximo cinco preguntas.',
  questionLabel: 'Escribe el texto de cada pregunta (máximo 200 caracteres).',
  questionId: 'Cada pregunta necesita un identificador de letras minúsculas, números y guiones.',
  repeatedQuestion: 'Dos preguntas no pueden tener el mismo identificador; cambia el texto de una.',
  questionType: 'Elige el tipo de cada pregunta: texto, opción o número.',
  choiceOptions: (label: string) => `«${label}» necesita entre 1 y 20 opciones.`,
  emptyOption: (label: string) => `Las opciones de «${label}» no pueden estar vacías.`,
  capacity: 'Los lugares por fecha deben ser un número entero entre 1 y 10 000.',
  waitlistLimit:
    'La lista de espera debe ser un número entero entre 0 y 10 000, o quedar vacía (sin límite).',
  closesMinutesBefore: 'El cierre debe ser entre 0 y 43 200 minutos (30 días) antes de cada fecha.',
  dateCapacity: 'Los lugares de esta fecha deben ser un número entero entre 0 y 10 000.',
} as const;

const copy = signupSettingsMessages;

export const QUESTION_TYPES = ['text', 'choice', 'number'] as const;
export const MAX_QUESTIONS = 5;
export const MAX_OPTIONS = 20;

export const registrationQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, copy.questionId),
    label: z.string().trim().min(1, copy.questionLabel).max(200, copy.questionLabel),
    type: z.enum(QUESTION_TYPES, { error: copy.questionType }),
    required: z.boolean().optional(),
    options: z.array(z.string().trim()).optional(),
  })
  .superRefine((question, context) => {
    if (question.type !== 'choice') return;
    const options = question.options ?? [];
    if (options.length < 1 || options.length > MAX_OPTIONS)
      context.addIssue({ code: 'custom', path: ['options'], message: copy.choiceOptions(question.label) });
    else if (options.some((option) => option === ''))
      context.addIssue({ code: 'custom', path: ['options'], message: copy.emptyOption(question.label) });
  });

export type RegistrationQuestion = z.infer<typeof registrationQuestionSchema>;

export const registrationQuestionsSchema = z
  .array(registrationQuestionSchema)
  .max(MAX_QUESTIONS, copy.tooManyQuestions)
  .refine(
    (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
    copy.repeatedQuestion,
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The columns of public.signup_lists an event's registration sets (kind 'event', its event_id apart). */
export const registrationSettingsSchema = z.object({
  is_open: z.boolean(),
  capacity: wholeNumber(1, 10000, copy.capacity),
  waitlist_limit: wholeNumber(0, 10000, copy.waitlistLimit).nullable(),
  closes_minutes_before: wholeNumber(0, 43200, copy.closesMinutesBefore),
  questions: registrationQuestionsSchema,
});

export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** A date's own places (signup_dates.capacity): 0 closes that date; null goes back to the list's. */
export const dateCapacitySchema = wholeNumber(0, 10000, copy.dateCapacity).nullable();
