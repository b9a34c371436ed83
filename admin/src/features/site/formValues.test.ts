import { describe, expect, it } from 'vitest';
import { differences, getAt, messagesByPath, moved, readable, setAt, without } from './formValues.ts';

const area = { hero: { title: 'Hola', verse: { text: 'v' } }, bio: ['uno', 'dos', 'tres'] };

describe('form values', () => {
  it('reads and writes by path, copying only what is on the way', () => {
    expect(getAt(area, ['bio', 1])).toBe('dos');
    expect(getAt(area, ['nada', 'más'])).toBeUndefined();
    const changed = setAt(area, ['hero', 'title'], 'Adiós');
    expect(changed.hero.title).toBe('Adiós');
    expect(area.hero.title).toBe('Hola');
    expect(changed.hero.verse).toBe(area.hero.verse);
    expect(changed.bio).toBe(area.bio);
    expect(setAt(area, ['bio', 0], 'cero').bio).toEqual(['cero', 'dos', 'tres']);
  });

  it.each([
    [0, 1, ['dos', 'uno', 'tres']],
    [2, -1, ['uno', 'tres', 'dos']],
    [0, -1, ['uno', 'dos', 'tres']],
    [2, 1, ['uno', 'dos', 'tres']],
  ] as const)('moves item %i by %i', (from, step, expected) => {
    expect(moved(area.bio, from, step)).toEqual(expected);
  });

  it('removes an item', () => {
    expect(without(area.bio, 1)).toEqual(['uno', 'tres']);
  });

  it('keeps the first message of each field', () => {
    const messages = messagesByPath([
      { path: ['services', 0, 'end'], message: 'La hora de fin debe ser posterior a la de inicio.' },
      { path: ['services', 0, 'end'], message: 'otra' },
      { path: [], message: 'Nunca escribas aquí una clave secreta.' },
    ]);
    expect([...messages]).toEqual([
      ['services.0.end', 'La hora de fin debe ser posterior a la de inicio.'],
      ['', 'Nunca escribas aquí una clave secreta.'],
    ]);
  });

  it('lists the paths where two versions differ', () => {
    const theirs = { ...area, hero: { ...area.hero, title: 'Otro' }, bio: ['uno', 'DOS', 'tres'] };
    expect(differences(area, theirs)).toEqual([
      ['hero', 'title'],
      ['bio', 1],
    ]);
    expect(differences(area, { ...area, bio: ['uno'] })).toEqual([['bio']]);
    expect(differences(area, structuredClone(area))).toEqual([]);
  });

  it.each([
    ['', '—'],
    [true, 'Sí'],
    [['a', 'b'], 'a\nb'],
    [{ src: '/a.png', alt: 'A' }, '/a.png · A'],
    [30, '30'],
  ])('reads %j as «%s»', (value, text) => {
    expect(readable(value)).toBe(text);
  });
});
