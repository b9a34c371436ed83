import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../lib/messages.ts';
import { ALT_MAX_LENGTH, imageProblems } from './inlineImage.ts';

const editorCopy = adminMessages.editor;

const png = { type: 'image/png', name: 'coro.png' };

describe('imageProblems', () => {
  it.each([
    ['a picture with its description', { file: png, alt: 'Niños cantando en el culto' }, {}],
    ['no file', { file: null, alt: 'Cruz' }, { file: editorCopy.image.missingFile }],
    [
      'a file that is not a picture',
      { file: { type: 'application/pdf', name: 'cruz.pdf' }, alt: 'Cruz' },
      { file: editorCopy.image.wrongType },
    ],
    // An iPhone's photo: made a JPEG in the browser before it is sent (core/photos/preparePhoto.ts).
    ['an HEIC photo', { file: { type: 'image/heic', name: 'IMG_1.HEIC' }, alt: 'Bautismo' }, {}],
    ['an HEIC the browser gave no type', { file: { type: '', name: 'IMG_1.heic' }, alt: 'Bautismo' }, {}],
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
