import { describe, expect, it } from 'vitest';
import { categoryLabel, topicOptions } from './teachingOptions.ts';

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

describe('topicOptions', () => {
  const values = (categories: string[]) => topicOptions(categories).map((option) => option.value);
  it.each([
    [[], ['all']],
    [
      ['familia', 'oracion', 'Oracion'],
      ['all', 'oracion', 'familia'],
    ],
    [
      ['predicación', 'general', 'fe'],
      ['all', 'fe', 'general', 'predicación'],
    ],
    [['  ', 'all'], ['all']],
  ])('%j → %j', (categories, expected) => {
    expect(values(categories)).toEqual(expected);
  });

  it('offers every category a teaching carries, so each one is findable by topic', () => {
    const categories = ['Series-Romanos', 'oracion', 'general'];
    const offered = values(categories);
    for (const category of categories) expect(offered).toContain(category.toLowerCase());
  });
});
