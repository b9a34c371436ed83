import { describe, expect, it } from 'vitest';
import {
  filterTeachings,
  matchesTeachingCard,
  type TeachingFilter,
  teachingCountMessage,
  teachingSearchText,
} from './filterTeachings.ts';

const teachings = [
  {
    id: 'a',
    title: 'La Oración',
    description: 'Hablar con Dios',
    type: 'article',
    category: 'oracion',
    tags: ['fe'],
  },
  {
    id: 'v',
    title: 'Reino',
    description: 'El gobierno de Cristo',
    type: 'video',
    category: 'Fundamentos',
    tags: [],
  },
  {
    id: 'u',
    title: 'Familia',
    description: 'Hogar',
    type: 'audio',
    category: 'familia',
    tags: ['Matrimonio'],
  },
];
const all: TeachingFilter = { search: '', category: 'all', format: 'all' };

describe('filterTeachings', () => {
  it.each([
    ['no filter keeps everything', all, ['a', 'v', 'u']],
    ['search in the title ignores case', { ...all, search: 'oración' }, ['a']],
    ['search in the description', { ...all, search: 'GOBIERNO' }, ['v']],
    ['search in a tag', { ...all, search: 'matri' }, ['u']],
    ['search is trimmed', { ...all, search: '  reino ' }, ['v']],
    ['topic ignores case', { ...all, category: 'fundamentos' }, ['v']],
    ['format', { ...all, format: 'audio' }, ['u']],
    ['filters combine with AND', { search: 'o', category: 'oracion', format: 'video' }, []],
    ['nothing matches', { ...all, search: 'zzz' }, []],
  ])('%s', (_name, filter, expected) => {
    expect(filterTeachings(teachings, filter).map((t) => t.id)).toEqual(expected);
  });
});

describe('matchesTeachingCard', () => {
  const card = { searchText: teachingSearchText(teachings[0]!), type: 'article', category: 'oracion' };

  it.each([
    ['search in the lower-cased card text', { ...all, search: 'ORACIÓN' }, true],
    ['search in a tag', { ...all, search: 'fe' }, true],
    ['topic ignores case', { ...all, category: 'Oracion' }, true],
    ['another format', { ...all, format: 'video' }, false],
  ])('%s', (_name, filter, expected) => {
    expect(matchesTeachingCard(card, filter)).toBe(expected);
  });
});

describe('teachingCountMessage', () => {
  it.each([
    [0, 'Se muestran 0 enseñanzas'],
    [1, 'Se muestra 1 enseñanza'],
    [12, 'Se muestran 12 enseñanzas'],
  ])('%i → %s', (shown, message) => {
    expect(teachingCountMessage(shown)).toBe(message);
  });
});
