import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags.ts';

describe('parseTags', () => {
  it.each([
    ['fe, oración ,  familia', ['fe', 'oración', 'familia']],
    [',, ,', []],
    ['', []],
    ['uno', ['uno']],
    ['a,,b', ['a', 'b']],
  ])('%j → %j', (text, tags) => {
    expect(parseTags(text)).toEqual(tags);
  });
});

describe('formatTags', () => {
  it.each([
    [['fe', 'familia'], 'fe, familia'],
    [[], ''],
    [null, ''],
  ])('%j → %j', (tags, text) => {
    expect(formatTags(tags)).toBe(text);
  });
});
