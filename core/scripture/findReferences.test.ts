import { describe, expect, it } from 'vitest';
import { findReferences } from './findReferences.ts';
import { passage } from './scriptureReference.ts';

const written = (text: string) => findReferences(text).map((found) => found.text);

describe('findReferences', () => {
  it.each([
    ['Como dice Juan 3:16, Dios amó al mundo.', ['Juan 3:16']],
    ['Lee Rom 8:28-39 esta semana.', ['Rom 8:28-39']],
    ['(Marcos 1:15)', ['Marcos 1:15']],
    ['«…» — Mateo 6:33', ['Mateo 6:33']],
    ['Medita en Salmos 23 y en Salmo 46.', ['Salmos 23', 'Salmo 46']],
    ['El amor: 1 Co 13:4-7.', ['1 Co 13:4-7']],
    ['Primera de Corintios 13:13 lo resume.', ['Primera de Corintios 13:13']],
    ['Cantar de los Cantares 2:4', ['Cantar de los Cantares 2:4']],
    ['Jn 3:16-4:2 y Génesis 1:1–2:3', ['Jn 3:16-4:2', 'Génesis 1:1–2:3']],
    ['Judas 1:3 nos exhorta', ['Judas 1:3']],
    ['Juan 3:16, 18', ['Juan 3:16']],
    ['Efesios 4:30.', ['Efesios 4:30']],
  ])('finds the references in %j', (text, expected) => {
    expect(written(text)).toEqual(expected);
  });

  it.each([
    ['a time after a lower-case verb', 'Nos dan 10:30 para llegar.'],
    ['a time after a weekday', 'Domingo 10:30'],
    ['an abbreviation without a verse', 'Sal 23'],
    ['a person and a number', 'Vino Juan 3 veces.'],
    ['a whole chapter of a book other than Psalms', 'Génesis 1–3'],
    ['a lower-case book', 'juan 3:16'],
    ['a verse that does not exist', 'Amós 9:0'],
    ['a chapter past the end of the book', 'Judas 2:1'],
    ['a number glued to letters', 'Juan 3:16a'],
    ['a clock with seconds', 'Juan 10:30:15'],
    ['plain text', 'Nada que enlazar aquí, ni 2024 ni 3:16.'],
  ])('ignores %s', (_, text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it('gives where each reference is and the passage it stands for', () => {
    const text = 'Ver Rom 8:28-39 y 1 Jn 4:8.';
    expect(findReferences(text)).toEqual([
      { start: 4, end: 15, text: 'Rom 8:28-39', reference: passage('romanos', 8, 28, { verse: 39 }) },
      { start: 18, end: 26, text: '1 Jn 4:8', reference: passage('1-juan', 4, 8) },
    ]);
    for (const found of findReferences(text)) expect(text.slice(found.start, found.end)).toBe(found.text);
  });
});
