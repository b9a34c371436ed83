import { describe, expect, it } from 'vitest';
import { cvPath, nameForFile, randomToken, testimonialPhotoPath } from './uploadNames.ts';

describe('testimonialPhotoPath', () => {
  it.each([
    ['foto.JPG', 'public/testimonial_1700000000000_ab12.jpg'],
    ['mi.foto.png', 'public/testimonial_1700000000000_ab12.png'],
    ['sin-extension', 'public/testimonial_1700000000000_ab12'],
  ])('%s → %s', (file, path) => {
    expect(testimonialPhotoPath(file, 1_700_000_000_000, 'ab12')).toBe(path);
  });
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
    ['Ana Pérez', 'CV Final.PDF', 'public/cv_Ana_Perez_42.pdf'],
    ['Ana', 'cv.docx', 'public/cv_Ana_42.docx'],
  ])('%s + %s', (name, file, path) => {
    expect(cvPath(name, file, 42)).toBe(path);
  });
});

it('randomToken gives hex of twice the byte count', () => {
  expect(randomToken(6)).toMatch(/^[0-9a-f]{12}$/);
});
