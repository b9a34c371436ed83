import { describe, expect, it } from 'vitest';
import { formMessages } from '../messages/formMessages.ts';
import { parseReferences } from './parseReferences.ts';
import { passage } from './scriptureReference.ts';

describe('parseReferences', () => {
  it.each([
    [
      'Romanos 8:28-39; 1 Co 13',
      [passage('romanos', 8, 28, { chapter: 8, verse: 39 }), passage('1-corintios', 13, null)],
    ],
    ['Sal 23', [passage('salmos', 23, null)]],
    ['Salmo 23', [passage('salmos', 23, null)]],
    ['Jn 3:16', [passage('juan', 3, 16)]],
    ['Génesis 1–3', [passage('genesis', 1, null, { chapter: 3, verse: null })]],
    ['genesis 1-3', [passage('genesis', 1, null, { chapter: 3, verse: null })]],
    ['GÉNESIS 1 — 3', [passage('genesis', 1, null, { chapter: 3, verse: null })]],
    ['Jn 3:16-4:2', [passage('juan', 3, 16, { chapter: 4, verse: 2 })]],
    ['Jn 3:16, 18', [passage('juan', 3, 16), passage('juan', 3, 18)]],
    ['Jn 3:16, 4:1', [passage('juan', 3, 16), passage('juan', 4, 1)]],
    ['Sal 23, 24', [passage('salmos', 23, null), passage('salmos', 24, null)]],
    ['Ro 8:28; 12:1-2', [passage('romanos', 8, 28), passage('romanos', 12, 1, { chapter: 12, verse: 2 })]],
    ['Rom. 8 : 28 - 39', [passage('romanos', 8, 28, { chapter: 8, verse: 39 })]],
    ['1Co 13', [passage('1-corintios', 13, null)]],
    ['1a Corintios 13:4-7', [passage('1-corintios', 13, 4, { chapter: 13, verse: 7 })]],
    ['I Corintios 13', [passage('1-corintios', 13, null)]],
    ['Primera de Corintios 13', [passage('1-corintios', 13, null)]],
    ['Segunda Timoteo 3:16', [passage('2-timoteo', 3, 16)]],
    ['1 Jn 4:8', [passage('1-juan', 4, 8)]],
    ['Judas 3', [passage('judas', 1, 3)]],
    ['Judas 1:3-5', [passage('judas', 1, 3, { chapter: 1, verse: 5 })]],
    ['Filemón', [passage('filemon', 1, null)]],
    ['Romanos', [passage('romanos', 1, null, { chapter: 16, verse: null })]],
    ['Hechos de los Apóstoles 2:1', [passage('hechos', 2, 1)]],
    ['Cantar de los Cantares 2', [passage('cantares', 2, null)]],
    ['Sal 119:176', [passage('salmos', 119, 176)]],
    ['Ro 8:28, 1 Co 13', [passage('romanos', 8, 28), passage('1-corintios', 13, null)]],
    ['', []],
    ['  ;  ', []],
    ['Jn 3:16;', [passage('juan', 3, 16)]],
  ])('%j', (input, references) => {
    expect(parseReferences(input)).toEqual({ ok: true, references });
  });

  it.each([
    ['Romanos 8:28-39; 1 Xo 13', '1 Xo 13', 'book'],
    ['Evangelio 3', 'Evangelio 3', 'book'],
    ['8:28', '8:28', 'book'],
    ['Jn 3:16a', 'Jn 3:16a', 'syntax'],
    ['Sal 23 y 24', 'Sal 23 y 24', 'syntax'],
    ['Ro 8::28', 'Ro 8::28', 'syntax'],
    ['Romanos 17', 'Romanos 17', 'chapter'],
    ['Jn 0:1', 'Jn 0:1', 'chapter'],
    ['Judas 2:1', 'Judas 2:1', 'chapter'],
    ['Sal 23:177', 'Sal 23:177', 'verse'],
    ['Jn 3:0', 'Jn 3:0', 'verse'],
    ['Ro 8:39-28', 'Ro 8:39-28', 'order'],
    ['Gn 3-1', 'Gn 3-1', 'order'],
    ['Jn 3:16,   x ', 'x', 'book'],
  ])('refuses %j, quoting %j', (input, fragment, problem) => {
    expect(parseReferences(input)).toEqual({ ok: false, fragment, problem });
  });

  it('words the refusal in Spanish with the fragment as typed', () => {
    const result = parseReferences('Romanos 8:28-39; 1 Xo 13');
    expect(result.ok || formMessages.scripture[result.problem](result.fragment)).toBe(
      'No se reconoce el libro en «1 Xo 13».',
    );
  });
});
