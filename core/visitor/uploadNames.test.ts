import { describe, expect, it } from 'vitest';
import { cvPath, nameForFile, testimonialPhotoBase } from './uploadNames.ts';

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
