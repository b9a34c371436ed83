import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, listSeedFiles } from './seedFiles.ts';

describe('contentTypeOf', () => {
  it.each([
    ['libro.pdf', 'application/pdf'],
    ['PORTADA.PNG', 'image/png'],
    ['foto.jpeg', 'image/jpeg'],
    ['notas.txt', 'application/octet-stream'],
  ])('%s → %s', (name, expected) => {
    expect(contentTypeOf(name)).toBe(expected);
  });
});

/** Every xref entry of a classic PDF points at the `N 0 obj` it names. */
function xrefIsConsistent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  const table = text.slice(start).split('\n');
  const count = Number(table[1]?.split(' ')[1]);
  if (!text.startsWith('%PDF-1.') || !text.trimEnd().endsWith('%%EOF') || !(count > 1)) return false;
  return table.slice(3, 2 + count).every((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    return text.startsWith(`${index + 1} 0 obj`, offset);
  });
}

describe('the demo files', () => {
  const files = listSeedFiles();

  it('mirror the buckets they are uploaded to', () => {
    expect(new Set(files.map((file) => file.bucket))).toEqual(
      new Set(['applicant_cvs', 'blog_images', 'resource_files']),
    );
    expect(files.filter((file) => file.bucket === 'resource_files')).toHaveLength(8);
    expect(
      files.filter((file) => file.bucket === 'applicant_cvs').every((f) => f.path.startsWith('public/')),
    ).toBe(true);
  });

  it.each(files.filter((file) => file.contentType === 'application/pdf').map((file) => [file.path, file]))(
    '%s is a well-formed PDF kept tiny',
    (_, file) => {
      const pdf = readFileSync(file.absolutePath);
      expect(pdf.length).toBeLessThan(4096);
      expect(xrefIsConsistent(pdf)).toBe(true);
    },
  );

  it.each(files.filter((file) => file.contentType === 'image/png').map((file) => [file.path, file]))(
    '%s is a PNG kept tiny',
    (_, file) => {
      const png = readFileSync(file.absolutePath);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      expect(png.length).toBeLessThan(8192);
    },
  );
});
