import { describe, expect, it } from 'vitest';
import { registrationSettingsSchema, signupSettingsMessages } from '#core/signups/registrationSettings.ts';
import {
  defaultRegistrationForm,
  emptyQuestion,
  formFromList,
  type RegistrationForm,
  type SignupListRow,
  settingsInput,
} from './registrationForm.ts';

const form = (change: Partial<RegistrationForm>): RegistrationForm => ({
  ...defaultRegistrationForm(),
  ...change,
});

describe('settingsInput', () => {
  it('turns the typed numbers into numbers, an empty waiting list into no limit', () => {
    expect(settingsInput(form({ capacity: ' 12 ', waitlistLimit: '', closesMinutesBefore: '60' }))).toEqual({
      is_open: true,
      capacity: 12,
      waitlist_limit: null,
      closes_minutes_before: 60,
      questions: [],
    });
  });

  it('refuses in Spanish what is not a whole number, keeping the form as typed', () => {
    const typed = form({ capacity: 'cuarenta' });
    const parsed = registrationSettingsSchema.safeParse(settingsInput(typed));
    expect(parsed.error?.issues[0]?.message).toBe(signupSettingsMessages.capacity);
    expect(typed.capacity).toBe('cuarenta');
  });

  it('names new questions after their text, unique, and keeps a saved question’s id', () => {
    const questions = [
      { ...emptyQuestion(), id: 'talla', label: 'Otra cosa ahora' },
      { ...emptyQuestion(), label: '¿Qué talla usas?' },
      { ...emptyQuestion(), label: '¿Qué talla usas?', required: true },
      { ...emptyQuestion(), label: '¡¿?!' },
    ];
    const input = settingsInput(form({ questions }));
    expect(input.questions.map((question) => question.id)).toEqual([
      'talla',
      'que-talla-usas',
      'que-talla-usas-2',
      'pregunta-4',
    ]);
    expect(input.questions[2]).toMatchObject({ required: true });
    expect(registrationSettingsSchema.safeParse(input).success).toBe(true);
  });

  it('keeps a choice’s options one per line, blank lines dropped, and none for other types', () => {
    const questions = [
      { ...emptyQuestion(), label: 'Comida', type: 'choice' as const, options: 'Normal\n\n Vegetariana \n' },
      { ...emptyQuestion(), label: 'Edad', type: 'number' as const, options: 'sobra' },
    ];
    const [food, age] = settingsInput(form({ questions })).questions;
    expect(food).toEqual({
      id: 'comida',
      label: 'Comida',
      type: 'choice',
      options: ['Normal', 'Vegetariana'],
    });
    expect(age).toEqual({ id: 'edad', label: 'Edad', type: 'number' });
  });
});

describe('formFromList', () => {
  it('shows a saved list as typed text and gives the same settings back', () => {
    const list = {
      is_open: false,
      capacity: 8,
      waitlist_limit: 0,
      closes_minutes_before: 1440,
      questions: [{ id: 'comida', label: 'Comida', type: 'choice', required: true, options: ['A', 'B'] }],
    } as unknown as SignupListRow;
    const shown = formFromList(list);
    expect(shown).toMatchObject({
      isOpen: false,
      capacity: '8',
      waitlistLimit: '0',
      closesMinutesBefore: '1440',
    });
    expect(shown.questions[0]).toEqual({
      id: 'comida',
      label: 'Comida',
      type: 'choice',
      required: true,
      options: 'A\nB',
    });
    expect(settingsInput(shown)).toEqual({
      is_open: false,
      capacity: 8,
      waitlist_limit: 0,
      closes_minutes_before: 1440,
      questions: [{ id: 'comida', label: 'Comida', type: 'choice', required: true, options: ['A', 'B'] }],
    });
  });
});
