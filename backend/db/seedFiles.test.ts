import { readFileSync } from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, listSeedFiles } from './seedFiles.ts';

describe('contentTypeOf', () => {
  it.each([
    ['libro.pdf', 'application/pdf'],
    ['PORTADA.PNG', 'image/png'],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.avif', 'image/avif'],
    ['fe.svg', 'image/svg+xml'],
    ['salmo-23.mp3', 'audio/mpeg'],
    ['avance.mp4', 'video/mp4'],
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
      new Set([
        'applicant_cvs',
        'blog_images',
        'illustrations',
        'resource_files',
        'teaching_media',
        'testimonial_photos',
      ]),
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

  const ofType = (type: string) =>
    files.filter((file) => file.contentType === type).map((file) => [file.path, file] as const);

  it.each(ofType('image/svg+xml'))('%s is an SVG of a few KB, sized, that runs no script', (_, file) => {
    const svg = readFileSync(file.absolutePath);
    expect(svg.length).toBeLessThan(4096);
    expect(svg.toString()).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    // Nothing an SVG opened on its own could run: script elements, on… handlers, javascript: links.
    expect(svg.toString()).not.toMatch(/<([\w.-]+:)?script[\s>/]|\son[a-z]+\s*=|javascript:/i);
  });

  // An MP3 starts with its tag or a frame; an MP4 with its file-type box, its index (moov) before the media.
  const looksLike = {
    'audio/mpeg': async (bytes: Buffer) => (await fileTypeFromBuffer(bytes))?.mime === 'audio/mpeg',
    'video/mp4': (bytes: Buffer) => {
      const index = bytes.indexOf('moov');
      return bytes.toString('latin1', 4, 8) === 'ftyp' && index > 0 && index < bytes.indexOf('mdat');
    },
  };

  // What the upload functions make of a phone photo (scripts/demo/testimonialPhoto.ts, eventCover.ts): nothing
  // but pixels, and each WebP with its small twin beside it.
  it.each(ofType('image/webp').concat(ofType('image/avif')))(
    '%s is a processed photo: ≤ 1600 px, no metadata, the thumbnail ≤ 320 px and 60 KB',
    async (path, file) => {
      const bytes = readFileSync(file.absolutePath);
      const metadata = await sharp(bytes).metadata();
      expect(['testimonial_photos', 'blog_images']).toContain(file.bucket);
      if (path.endsWith('.webp') && !path.endsWith('_thumb.webp'))
        expect(files.some((twin) => twin.path === path.replace(/\.webp$/, '_thumb.webp'))).toBe(true);
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(
        path.endsWith('_thumb.webp') ? 320 : 1600,
      );
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      if (path.endsWith('_thumb.webp')) expect(bytes.length).toBeLessThanOrEqual(60 * 1024);
    },
  );

  it.each([
    ['audio/mpeg', 6, 80_000],
    ['video/mp4', 6, 64_000],
  ] as const)('the %s files (%i) are real and small', async (type, count, maxBytes) => {
    const media = files.filter((file) => file.contentType === type);
    expect(media).toHaveLength(count);
    for (const file of media) {
      const bytes = readFileSync(file.absolutePath);
      expect(await looksLike[type](bytes)).toBe(true);
      expect(bytes.length).toBeLessThan(maxBytes);
    }
  });
});
