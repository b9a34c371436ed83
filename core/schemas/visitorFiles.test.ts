import { describe, expect, it } from 'vitest';
import { visitorMessages } from '../messages/visitorMessages.ts';
import { fileProblem } from '../visitor/checkVisitorForm.ts';
import { CV_MAX_BYTES, cvContentType, type FileFacts, PHOTO_MAX_BYTES } from '../visitor/fileTypes.ts';
import { cvFacts, cvFileSchema, photoFileSchema } from './visitorFiles.ts';

const { testimonials, applications } = visitorMessages.resources;
const photoProblem = (file: FileFacts) => fileProblem(photoFileSchema, file);
const cvProblem = (file: FileFacts) => fileProblem(cvFileSchema, cvFacts(file));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('photoProblem', () => {
  it.each([
    ['a small jpeg', { name: 'a.jpg', size: 1000, type: 'image/jpeg' }, null],
    ['exactly 2 MB png', { name: 'a.png', size: PHOTO_MAX_BYTES, type: 'image/png' }, null],
    ['webp', { name: 'a.webp', size: 10, type: 'image/webp' }, null],
    ['gif', { name: 'a.gif', size: 10, type: 'image/gif' }, null],
    [
      'one byte over 2 MB',
      { name: 'a.jpg', size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' },
      testimonials.errors.photoTooLarge,
    ],
    ['a PDF', { name: 'a.pdf', size: 10, type: 'application/pdf' }, testimonials.errors.photoWrongType],
    ['an SVG', { name: 'a.svg', size: 10, type: 'image/svg+xml' }, testimonials.errors.photoWrongType],
    ['no type', { name: 'a', size: 10, type: '' }, testimonials.errors.photoWrongType],
  ])('%s', (_name, file, expected) => {
    expect(photoProblem(file)).toEqual(expected);
  });
});

describe('cvProblem and cvContentType', () => {
  it.each([
    ['a PDF', { name: 'cv.pdf', size: 100, type: 'application/pdf' }, null, 'application/pdf'],
    ['a DOCX', { name: 'cv.docx', size: 100, type: DOCX }, null, DOCX],
    ['a DOC without type', { name: 'CV.DOC', size: 100, type: '' }, null, 'application/msword'],
    [
      'exactly 5 MB',
      { name: 'cv.pdf', size: CV_MAX_BYTES, type: 'application/pdf' },
      null,
      'application/pdf',
    ],
    [
      'over 5 MB',
      { name: 'cv.pdf', size: CV_MAX_BYTES + 1, type: 'application/pdf' },
      applications.errors.cvTooLarge,
      'application/pdf',
    ],
    ['an image', { name: 'cv.png', size: 100, type: 'image/png' }, applications.errors.cvWrongType, null],
    ['a text file', { name: 'cv.txt', size: 100, type: 'text/plain' }, applications.errors.cvWrongType, null],
  ])('%s', (_name, file, problem, type) => {
    expect(cvProblem(file)).toEqual(problem);
    expect(cvContentType(file)).toBe(type);
  });
});
