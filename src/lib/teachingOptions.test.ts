import { describe, expect, it } from 'vitest';
import { categoryLabel } from './teachingOptions.ts';

describe('categoryLabel', () => {
  it.each([
    ['oracion', 'Oración'],
    ['Fundamentos', 'Fundamentos'],
    ['enseñanzas-jesus', 'Enseñanzas de Jesús'],
    ['general', 'General'],
    ['vida_en_comunidad', 'Vida en comunidad'],
    ['ánimo', 'Ánimo'],
  ])('%s → %s', (category, expected) => {
    expect(categoryLabel(category)).toBe(expected);
  });
});
