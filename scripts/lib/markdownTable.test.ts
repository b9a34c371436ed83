import { describe, expect, it } from 'vitest';
import { markdownTable } from './markdownTable.ts';

describe('markdownTable', () => {
  it('writes the header, the separator and one line per row', () => {
    expect(
      markdownTable(
        ['ruta', 'KB'],
        [
          ['/', 3.5],
          ['/about', '3,6'],
        ],
      ).split('\n'),
    ).toEqual(['| ruta | KB |', '|---|---|', '| / | 3.5 |', '| /about | 3,6 |']);
  });

  it('escapes a pipe inside a cell', () => {
    expect(markdownTable(['a'], [['x | y']]).split('\n')[2]).toBe('| x \\| y |');
  });
});
