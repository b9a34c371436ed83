import { describe, expect, it } from 'vitest';
import { prayerModerationSchema } from './prayerModeration.ts';

const base = { public_text: ' Por un amigo ', category: ' ', is_urgent: false, status: 'approved' };

describe('prayerModerationSchema', () => {
  it('trims the text and stores a blank category as null', () => {
    expect(prayerModerationSchema.parse(base)).toEqual({
      public_text: 'Por un amigo',
      category: null,
      is_urgent: false,
      status: 'approved',
    });
  });

  it.each([
    ['a blank wall text', { public_text: '  ' }, 'Escribe el texto que se mostrará en el muro.'],
    [
      'a category over 60 characters',
      { category: 'x'.repeat(61) },
      'La categoría no puede superar los 60 caracteres.',
    ],
    ['an outcome only the person decides', { status: 'answered' }, 'Elige una decisión.'],
  ])('refuses %s', (_name, change, message) => {
    expect(prayerModerationSchema.safeParse({ ...base, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
