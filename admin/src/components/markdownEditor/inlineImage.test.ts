import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../lib/messages.ts';
import { ALT_MAX_LENGTH, fittedSize, imageProblems } from './inlineImage.ts';

const editorCopy = adminMessages.editor;

const png = { type: 'image/png' };

describe('imageProblems', () => {
  it.each([
    ['a picture with its description', { file: png, alt: 'Niños cantando en el culto' }, {}],
    ['no file', { file: null, alt: 'Cruz' }, { file: editorCopy.image.missingFile }],
    [
      'a file that is not a picture',
      { file: { type: 'application/pdf' }, alt: 'Cruz' },
      { file: editorCopy.image.wrongType },
    ],
    ['no description', { file: png, alt: '   ' }, { alt: editorCopy.image.altRequired }],
    [
      'a description too long',
      { file: png, alt: 'a'.repeat(ALT_MAX_LENGTH + 1) },
      { alt: editorCopy.image.altTooLong(ALT_MAX_LENGTH) },
    ],
    [
      'both missing',
      { file: null, alt: '' },
      { file: editorCopy.image.missingFile, alt: editorCopy.image.altRequired },
    ],
  ])('%s', (_, choice, problems) => {
    expect(imageProblems(choice)).toEqual(problems);
  });
});

describe('fittedSize', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1601, 10, { width: 1600, height: 10 }],
    [20000, 1, { width: 1600, height: 1 }],
  ])('draws %i×%i at %o', (width, height, size) => {
    expect(fittedSize(width, height)).toEqual(size);
  });

  it.each([
    [1600, 900],
    [800, 600],
  ])('leaves %i×%i as it is', (width, height) => {
    expect(fittedSize(width, height)).toBeNull();
  });
});
