import { describe, expect, it } from 'vitest';
import { cvPath, nameForFile, testimonialPhotoBase, testimonialThumbnail } from './uploadNames.ts';

it('testimonialPhotoBase keeps the photo under public/ with its unique part', () => {
  expect(testimonialPhotoBase('ab12')).toBe('public/testimonial_ab12');
});

describe('nameForFile', () => {
  it.each([
    ['Ana María Pérez', 'Ana_Maria_Perez'],
    ['  José   Núñez ', 'Jose_Nunez'],
    ["O'Brien-Smith", 'OBrien-Smith'],
    ['🙏🙏', 'applicant'],
    ['李雷', 'applicant'],
    ['a/b\\c', 'abc'],
  ])('%j → %s', (name, expected) => {
    expect(nameForFile(name)).toBe(expected);
  });
});

describe('cvPath', () => {
  it.each([
    ['Ana Pérez', 'pdf', 'public/cv_Ana_Perez_42.pdf'],
    ['Ana', 'docx', 'public/cv_Ana_42.docx'],
  ])('%s + %s', (name, extension, path) => {
    expect(cvPath(name, extension, '42')).toBe(path);
  });
});

describe('testimonialThumbnail', () => {
  const stored = 'https://x.supabase.co/storage/v1/object/public/testimonial_photos/public/testimonial_';
  const id = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
  it.each([
    [`${stored}${id}.webp`, `${stored}${id}_thumb.webp`],
    [`${stored}1700000000000_ab12.png`, `${stored}1700000000000_ab12.png`],
    ['https://example.org/foto.webp', 'https://example.org/foto.webp'],
    [null, null],
  ])('%s → %s', (url, thumbnail) => {
    expect(testimonialThumbnail(url)).toBe(thumbnail);
  });
});
