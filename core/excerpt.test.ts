import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it.each([
    ['keeps a short text whole', 'Hola mundo', 100, 'Hola mundo'],
    ['keeps a text of exactly max characters', 'a'.repeat(100), 100, 'a'.repeat(100)],
    ['cuts a long text and adds an ellipsis', 'a'.repeat(120), 100, `${'a'.repeat(100)}…`],
    ['does not leave a space before the ellipsis', 'uno dos tres', 4, 'uno…'],
    ['collapses line breaks and repeated spaces', 'Hola\n\n  mundo', 100, 'Hola mundo'],
    ['turns null into an empty string', null, 100, ''],
    ['turns undefined into an empty string', undefined, 100, ''],
    ['uses 100 characters by default', 'b'.repeat(101), undefined, `${'b'.repeat(100)}…`],
  ])('%s', (_name, text, max, expected) => {
    expect(excerpt(text, max)).toBe(expected);
  });
});
