import { describe, expect, it } from 'vitest';
import { emptyResourceForm, replacedPath, resourceInput } from './resourceEditor.utils.ts';

const now = new Date('2025-06-07T10:00:00.000Z');

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
