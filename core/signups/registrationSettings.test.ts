import { describe, expect, it } from 'vitest';
import {
  dateCapacitySchema,
  registrationQuestionsSchema,
  registrationSettingsSchema,
  signupSettingsMessages,
} from './registrationSettings.ts';
import { signupQuestionCases } from './signupQuestionCases.ts';

describe('registrationQuestionsSchema', () => {
  it.each(signupQuestionCases)('%s (%j): valid is %s', (_name, questions, valid) => {
    expect(registrationQuestionsSchema.safeParse(questions).success).toBe(valid);
  });

  it('says in Spanish what is wrong', () => {
    const tooMany = registrationQuestionsSchema.safeParse(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, label: id, type: 'text' })),
    );
    expect(tooMany.error?.issues[0]?.message).toBe('Puedes hacer como máximo cinco preguntas.');
    const noOptions = registrationQuestionsSchema.safeParse([
      { id: 'talla', label: 'Talla', type: 'choice', options: [] },
    ]);
    expect(noOptions.error?.issues[0]?.message).toBe('«Talla» necesita entre 1 y 20 opciones.');
    const blankOption = registrationQuestionsSchema.safeParse([
      { id: 'talla', label: 'Talla', type: 'choice', options: ['S', ' '] },
    ]);
    expect(blankOption.error?.issues[0]?.message).toBe('Las opciones de «Talla» no pueden estar vacías.');
  });
});

describe('registrationSettingsSchema', () => {
  const settings = {
    is_open: true,
    capacity: 40,
    waitlist_limit: null,
    closes_minutes_before: 60,
    questions: [],
  };
  it.each([
    [{}, null],
    [{ waitlist_limit: 0 }, null],
    [{ capacity: 0 }, signupSettingsMessages.capacity],
    [{ capacity: 10001 }, signupSettingsMessages.capacity],
    [{ capacity: 2.5 }, signupSettingsMessages.capacity],
    [{ capacity: Number.NaN }, signupSettingsMessages.capacity],
    [{ waitlist_limit: -1 }, signupSettingsMessages.waitlistLimit],
    [{ closes_minutes_before: 43201 }, signupSettingsMessages.closesMinutesBefore],
  ])('%j → %s', (change, message) => {
    const parsed = registrationSettingsSchema.safeParse({ ...settings, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('lets one date close (0 places) or go back to the list (null), never below 0', () => {
    expect(dateCapacitySchema.safeParse(0).success).toBe(true);
    expect(dateCapacitySchema.safeParse(null).success).toBe(true);
    expect(dateCapacitySchema.safeParse(-1).error?.issues[0]?.message).toBe(
      signupSettingsMessages.dateCapacity,
    );
  });
});
