import { describe, expect, it } from 'vitest';
import { parseReferences } from './parseReferences.ts';
import { referenceProblemMessage } from './referenceMessages.ts';

const ref = (
  book: string,
  chapter: number,
  verse: number | null,
  endChapter = chapter,
  endVerse = verse,
) => ({
  book,
  chapter,
  verse,
  end_chapter: endChapter,
  end_verse: endVerse,
});

describe('parseReferences', () => {
  it.each([
    ['Romanos 8:28-39; 1 Co 13', [ref('romanos', 8, 28, 8, 39), ref('1-corintios', 13, null)]],
    ['Sal 23', [ref('salmos', 23, null)]],
    ['Salmo 23', [ref('salmos', 23, null)]],
    ['Jn 3:16', [ref('juan', 3, 16)]],
    ['Génesis 1–3', [ref('genesis', 1, null, 3, null)]],
    ['genesis 1-3', [ref('genesis', 1, null, 3, null)]],
    ['GÉNESIS 1 — 3', [ref('genesis', 1, null, 3, null)]],
    ['Jn 3:16-4:2', [ref('juan', 3, 16, 4, 2)]],
    ['Jn 3:16, 18', [ref('juan', 3, 16), ref('juan', 3, 18)]],
    ['Jn 3:16, 4:1', [ref('juan', 3, 16), ref('juan', 4, 1)]],
    ['Sal 23, 24', [ref('salmos', 23, null), ref('salmos', 24, null)]],
    ['Ro 8:28; 12:1-2', [ref('romanos', 8, 28), ref('romanos', 12, 1, 12, 2)]],
    ['Rom. 8 : 28 - 39', [ref('romanos', 8, 28, 8, 39)]],
    ['1Co 13', [ref('1-corintios', 13, null)]],
    ['1a Corintios 13:4-7', [ref('1-corintios', 13, 4, 13, 7)]],
    ['I Corintios 13', [ref('1-corintios', 13, null)]],
    ['Primera de Corintios 13', [ref('1-corintios', 13, null)]],
    ['Segunda Timoteo 3:16', [ref('2-timoteo', 3, 16)]],
    ['1 Jn 4:8', [ref('1-juan', 4, 8)]],
    ['Judas 3', [ref('judas', 1, 3)]],
    ['Judas 1:3-5', [ref('judas', 1, 3, 1, 5)]],
    ['Filemón', [ref('filemon', 1, null)]],
    ['Romanos', [ref('romanos', 1, null, 16, null)]],
    ['Hechos de los Apóstoles 2:1', [ref('hechos', 2, 1)]],
    ['Cantar de los Cantares 2', [ref('cantares', 2, null)]],
    ['Sal 119:176', [ref('salmos', 119, 176)]],
    ['Ro 8:28, 1 Co 13', [ref('romanos', 8, 28), ref('1-corintios', 13, null)]],
    ['', []],
    ['  ;  ', []],
    ['Jn 3:16;', [ref('juan', 3, 16)]],
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
    expect(result.ok || referenceProblemMessage(result.fragment, result.problem)).toBe(
      'No se reconoce el libro en «1 Xo 13».',
    );
  });
});
