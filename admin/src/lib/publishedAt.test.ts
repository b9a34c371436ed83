import { describe, expect, it } from 'vitest';
import {
  mediaPublishedAt,
  postIsPublished,
  postPublishedAt,
  resourcePublishedAt,
  toLocalInput,
} from './publishedAt.ts';

const now = new Date('2025-06-07T10:00:00.000Z');

describe('postPublishedAt', () => {
  it.each([
    [false, '2025-01-01T00:00:00.000Z', null],
    [true, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    [true, null, now.toISOString()],
    [true, 'no es fecha', now.toISOString()],
  ])('published %s with %j → %j', (published, chosen, expected) => {
    expect(postPublishedAt(published, chosen, now)).toBe(expected);
  });
});

describe('postIsPublished', () => {
  it.each([
    ['publish', false, true],
    ['publish', true, true],
    ['draft', true, true],
    ['draft', false, false],
  ] as const)('%s with switch %s → %s', (action, switchOn, expected) => {
    expect(postIsPublished(action, switchOn)).toBe(expected);
  });
});

describe('mediaPublishedAt', () => {
  it.each([
    [true, now.toISOString()],
    [false, null],
  ])('published %s → %j', (published, expected) => {
    expect(mediaPublishedAt(published, now)).toBe(expected);
  });
});

describe('resourcePublishedAt', () => {
  it.each([
    [true, null, now.toISOString()],
    [true, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
    [false, '2024-01-01T00:00:00.000Z', null],
    [false, null, null],
  ])('published %s, previously %j → %j', (published, previous, expected) => {
    expect(resourcePublishedAt(published, previous, now)).toBe(expected);
  });
});

describe('toLocalInput', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['basura', ''],
  ])('%j → %j', (iso, expected) => {
    expect(toLocalInput(iso)).toBe(expected);
  });

  it('round-trips through the browser zone', () => {
    const value = toLocalInput('2025-06-07T10:30:00.000Z');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(value).toISOString()).toBe('2025-06-07T10:30:00.000Z');
  });
});
