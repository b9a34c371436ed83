import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkCv, checkPhoto } from './checkUpload.ts';
import {
  CAMERA_SERIAL,
  docx,
  HTML_PAGE,
  hugePng,
  legacyDoc,
  lyingZipBombDocx,
  macroDocx,
  pdf,
  pdfWithAttachment,
  pdfWithHiddenJavaScript,
  pdfWithJavaScript,
  pdfWithLaunch,
  photoWithGps,
  polyglotJpeg,
  truncatedJpeg,
  zip,
  zipBombDocx,
} from './uploadFixtures.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const MZ = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00);
const ELF = bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe('checkPhoto', () => {
  it('re-encodes a photo with GPS Exif to WebP without any metadata', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const checked = await checkPhoto(original);
    if (!checked.ok) throw new Error(checked.code);
    const { image, thumbnail } = checked;
    expect(image).toMatchObject({ contentType: 'image/webp', width: 1200, height: 900 });
    for (const encoded of [image, thumbnail, ...(checked.avif ? [checked.avif] : [])]) {
      const metadata = await sharp(encoded.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(Buffer.from(encoded.bytes).includes(CAMERA_SERIAL)).toBe(false);
    }
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(320);
    expect(thumbnail.bytes.byteLength).toBeLessThan(60 * 1024);
  });

  it('fits a large photo within 1600 px on its long side and keeps the smaller of WebP and AVIF', async () => {
    const large = new Uint8Array(
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7a9' } })
        .png()
        .toBuffer(),
    );
    const checked = await checkPhoto(large);
    if (!checked.ok) throw new Error(checked.code);
    expect(checked.image).toMatchObject({ width: 1600, height: 1067 });
    if (checked.avif)
      expect(checked.avif.bytes.byteLength).toBeLessThan(checked.image.bytes.byteLength * 0.8);
  });

  it('keeps only the image of a polyglot (JPEG + HTML + zip)', async () => {
    const checked = await checkPhoto(await polyglotJpeg());
    if (!checked.ok) throw new Error(checked.code);
    const stored = Buffer.from(checked.image.bytes);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('PK\u0003\u0004')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it.each([
    ['a 20,000 × 20,000 px image', () => hugePng(20_000, 20_000), 'too_many_pixels'],
    ['an image just over 40 MP', () => hugePng(8000, 5001), 'too_many_pixels'],
    ['a truncated image', truncatedJpeg, 'undecodable'],
    ['HTML named .png', () => HTML_PAGE, 'wrong_type'],
    ['an SVG with script', () => SVG, 'wrong_type'],
    ['a Windows executable', () => MZ, 'wrong_type'],
    ['a Linux executable', () => ELF, 'wrong_type'],
    ['a PDF', () => pdf(), 'wrong_type'],
    ['a file over 2 MB', () => new Uint8Array(2 * 1024 * 1024 + 1), 'too_large'],
  ])('refuses %s', async (_what, make, code) => {
    const checked = await checkPhoto(await make());
    expect(checked).toMatchObject({
      ok: false,
      code,
      message: { title: expect.any(String), destructive: true },
    });
  });

  it('accepts exactly 40 MP', async () => {
    expect((await checkPhoto(hugePng(8000, 5000))).ok).toBe(true);
  });
});

describe('checkCv', () => {
  it.each([
    ['a PDF', () => pdf(), 'application/pdf', 'pdf'],
    [
      'a DOCX',
      () => docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'a DOCX with 300 parts',
      () => docx(300),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['a legacy DOC', () => legacyDoc(), 'application/msword', 'doc'],
  ])('accepts %s, stored with the type its bytes show', async (_what, make, contentType, extension) => {
    expect(await checkCv(await make())).toEqual({ ok: true, contentType, extension });
  });

  it.each([
    ['a PDF with JavaScript', pdfWithJavaScript, 'active_content'],
    ['a PDF with JavaScript hidden in a compressed object stream', pdfWithHiddenJavaScript, 'active_content'],
    ['a PDF that launches a program', pdfWithLaunch, 'active_content'],
    ['a PDF with an attached file', pdfWithAttachment, 'active_content'],
    ['a macro document renamed .docx', macroDocx, 'macros'],
    ['a zip bomb', () => zipBombDocx(), 'archive_limits'],
    ['a zip bomb whose headers lie', lyingZipBombDocx, 'archive_limits'],
    ['a 1,500-entry DOCX', () => docx(1500), 'archive_limits'],
    ['a zip that is no Word document', () => zip([['a.txt', 'hola']]), 'wrong_type'],
    ['a legacy DOC with macros', () => legacyDoc({ macros: true }), 'macros'],
    ['HTML named .pdf', () => HTML_PAGE, 'wrong_type'],
    ['an image', photoWithGps, 'wrong_type'],
    ['a Windows executable', () => MZ, 'wrong_type'],
    ['a file over 5 MB', () => new Uint8Array(5 * 1024 * 1024 + 1), 'too_large'],
  ])('refuses %s', async (_what, make, code) => {
    expect(await checkCv(await make())).toMatchObject({ ok: false, code });
  });

  it('says what to do instead, in Spanish', async () => {
    const refusal = await checkCv(legacyDoc({ macros: true }));
    expect(refusal).toMatchObject({
      message: { title: 'CV no aceptado', description: expect.stringContaining('PDF') },
    });
  });
});
