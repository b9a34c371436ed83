import type { Tables } from '#core/database.types.ts';
import type { RegistrationQuestion } from '#core/signups/registrationSettings.ts';
import { slugify } from '../../lib/slugify.ts';

export type SignupListRow = Tables<'signup_lists'>;
export type QuestionType = RegistrationQuestion['type'];

/** A question as the form holds it: options as typed, one per line. */
export interface QuestionForm {
  /** Kept from the saved list so answers already received stay attached; '' for a new question. */
  id: string;
  label: string;
  type: QuestionType;
  required: boolean;
  options: string;
}

/** The registration form: numbers stay text while typed, so nothing typed is lost to a parse. */
export interface RegistrationForm {
  isOpen: boolean;
  capacity: string;
  waitlistLimit: string;
  closesMinutesBefore: string;
  questions: QuestionForm[];
}

export const emptyQuestion = (): QuestionForm => ({
  id: '',
  label: '',
  type: 'text',
  required: false,
  options: '',
});

/** What a new registration offers: open, 40 places, no waiting list limit, open until it starts. */
export const defaultRegistrationForm = (): RegistrationForm => ({
  isOpen: true,
  capacity: '40',
  waitlistLimit: '',
  closesMinutesBefore: '0',
  questions: [],
});

function questionsOf(value: SignupListRow['questions']): RegistrationQuestion[] {
  return Array.isArray(value) ? (value as unknown as RegistrationQuestion[]) : [];
}

export function formFromList(list: SignupListRow): RegistrationForm {
  return {
    isOpen: list.is_open,
    capacity: String(list.capacity),
    waitlistLimit: list.waitlist_limit === null ? '' : String(list.waitlist_limit),
    closesMinutesBefore: String(list.closes_minutes_before),
    questions: questionsOf(list.questions).map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      required: question.required === true,
      options: (question.options ?? []).join('\n'),
    })),
  };
}

/** '' → null; anything else a number (NaN when it is not one, which the schema refuses in Spanish). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * A new question's id from its text ("¿Qué talla usas?" → "que-talla-usas"), unique in the list; a saved
 * question keeps its id whatever its text becomes, so the answers already given still match it.
 */
function questionIds(questions: readonly QuestionForm[]): string[] {
  const taken = new Set(questions.map((question) => question.id).filter(Boolean));
  return questions.map((question, index) => {
    if (question.id) return question.id;
    const base = slugify(question.label).slice(0, 34).replace(/-+$/, '') || `pregunta-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/** The values the schema checks (registrationSettingsSchema) from what the form holds. */
export function settingsInput(form: RegistrationForm) {
  const ids = questionIds(form.questions);
  return {
    is_open: form.isOpen,
    capacity: numberOrNull(form.capacity),
    waitlist_limit: numberOrNull(form.waitlistLimit),
    closes_minutes_before: numberOrNull(form.closesMinutesBefore) ?? 0,
    questions: form.questions.map((question, index) => ({
      id: ids[index],
      label: question.label,
      type: question.type,
      ...(question.required ? { required: true } : {}),
      ...(question.type === 'choice'
        ? {
            options: question.options
              .split('\n')
              .map((option) => option.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  };
}
