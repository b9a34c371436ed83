import { expect, it } from 'vitest';
import { errorCode, errorDetail, isDuplicate } from './supabaseError.ts';
import { visitorMessages } from './visitor/visitorMessages.ts';

it.each([
  [{ message: 'new row violates check constraint' }, 'new row violates check constraint'],
  [{ message: 'TypeError: Failed to fetch' }, visitorMessages.offline],
  [{ message: 'NetworkError when attempting to fetch resource.' }, visitorMessages.offline],
  [{ message: '' }, visitorMessages.offline],
  [new Error('The object exceeded the maximum allowed size'), 'The object exceeded the maximum allowed size'],
  [null, visitorMessages.offline],
  ['text', visitorMessages.offline],
])('errorDetail(%j) → %s', (error, detail) => {
  expect(errorDetail(error)).toBe(detail);
});

it.each([
  [{ code: '23505' }, true],
  [{ code: '23514' }, false],
  [null, false],
])('isDuplicate(%j) → %s', (error, duplicate) => {
  expect(isDuplicate(error)).toBe(duplicate);
});

it.each([
  [{ code: 'PGRST116', message: 'no rows' }, 'PGRST116'],
  [{ code: 42 }, undefined],
  [new Error('x'), undefined],
  [undefined, undefined],
])('errorCode(%j) → %j', (error, code) => {
  expect(errorCode(error)).toBe(code);
});
