import { describe, expect, it } from 'vitest';
import { exportFileName } from '#core/dataExport.ts';
import { exportFailure, tableFiles, zipEntry } from './dataExportRun.ts';

const BOM = '\uFEFF';

describe('tableFiles', () => {
  it.each([
    ['an empty table keeps its header', ['id', 'name'], [], `${BOM}id,name\r\n`, '[]\n'],
    [
      'rows in column order, missing values empty',
      ['id', 'name'],
      [{ name: 'Ana', id: 1 }, { id: 2 }],
      `${BOM}id,name\r\n1,Ana\r\n2,\r\n`,
      '[\n{"name":"Ana","id":1},\n{"id":2}\n]\n',
    ],
    [
      'objects and arrays as JSON, quoted',
      ['content', 'tags'],
      [{ content: { a: 'b' }, tags: ['x', 'y'] }],
      `${BOM}content,tags\r\n"{""a"":""b""}","[""x"",""y""]"\r\n`,
      '[\n{"content":{"a":"b"},"tags":["x","y"]}\n]\n',
    ],
    [
      'a formula a visitor typed never runs in a spreadsheet',
      ['message'],
      [{ message: '=HYPERLINK("http://x")' }],
      `${BOM}message\r\n"'=HYPERLINK(""http://x"")"\r\n`,
      '[\n{"message":"=HYPERLINK(\\"http://x\\")"}\n]\n',
    ],
  ])('%s', (_, columns, rows, csv, json) => {
    expect(tableFiles({ columns }, rows)).toEqual({ csv, json });
  });
});

describe('the ZIP’s layout', () => {
  it.each([
    [zipEntry.csv('donations'), 'tablas/donations.csv'],
    [zipEntry.json('donations'), 'tablas/donations.json'],
    [zipEntry.file('blog_images', 'public/a/b.webp'), 'archivos/blog_images/public/a/b.webp'],
    [exportFileName('2026-12-02T08:30:00.000Z'), 'exportacion-2026-12-02.zip'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('exportFailure', () => {
  it.each([
    [
      { statusCode: '413', code: 'EntityTooLarge', message: 'too big' },
      60 * 1024 * 1024,
      'La exportación (60 MB) supera el tamaño máximo',
    ],
    [new Error('sin red'), undefined, 'No se pudo preparar la exportación: sin red'],
  ])('%j → %s…', (error, bytes, start) => {
    expect(exportFailure(error, bytes)).toMatch(new RegExp(`^${start.replace(/[()]/g, '\\$&')}`));
  });
});
