import { describe, expect, it } from 'vitest';
import { chosenFileText, FILE_CHOICE } from './fileChoice.ts';

describe('chosenFileText', () => {
  it.each([
    ['no list (the input not rendered yet)', null, 'Ningún archivo elegido'],
    ['an emptied input (a refused file cleared)', [], 'Ningún archivo elegido'],
    ['one file', [{ name: 'Mi CV.pdf' }], 'Mi CV.pdf'],
    ['the first of several', [{ name: 'a.png' }, { name: 'b.png' }], 'a.png'],
  ])('%s', (_, files, text) => {
    expect(chosenFileText(files)).toBe(text);
  });

  it('speaks Spanish, whatever the browser would say', () => {
    expect(FILE_CHOICE).toEqual({
      button: 'Elegir archivo',
      none: 'Ningún archivo elegido',
      preparing: 'Preparando la foto…',
    });
  });
});
