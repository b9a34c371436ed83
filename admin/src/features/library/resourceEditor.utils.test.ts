import { describe, expect, it } from 'vitest';
import {
  emptyResourceForm,
  replacedPath,
  resourceFilePath,
  resourceInput,
  thumbnailPath,
} from './resourceEditor.utils.ts';

const now = new Date('2025-06-07T10:00:00.000Z');

describe('storage paths', () => {
  it.each([
    ['Guía de estudio.PDF', 'u1/1700000000000.pdf', 'u1/thumbnails/1700000000000.pdf'],
    ['sin-extension', 'u1/1700000000000.bin', 'u1/thumbnails/1700000000000.bin'],
    ['raro.p/df', 'u1/1700000000000.bin', 'u1/thumbnails/1700000000000.bin'],
  ])('%j → %s and %s', (name, file, thumbnail) => {
    expect(resourceFilePath('u1', name, 1_700_000_000_000)).toBe(file);
    expect(thumbnailPath('u1', name, 1_700_000_000_000)).toBe(thumbnail);
  });
});

describe('replacedPath', () => {
  it.each([
    ['a', 'b', 'a'],
    ['a', 'a', null],
    [null, 'b', null],
    ['a', null, null],
  ])('%j replaced by %j → remove %j', (previous, next, removed) => {
    expect(replacedPath(previous, next)).toBe(removed);
  });
});

describe('resourceInput', () => {
  it.each([
    [true, null, now.toISOString()],
    [true, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
    [false, '2024-01-01T00:00:00.000Z', null],
  ])('published %s, before %j → %j', (isPublished, previous, expected) => {
    expect(resourceInput({ ...emptyResourceForm, isPublished }, previous, now).published_at).toBe(expected);
  });
});
