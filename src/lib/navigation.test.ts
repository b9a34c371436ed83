import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './navigation.ts';

describe('isCurrentPath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about/', false],
    ['/about', '/about/', true],
    ['/about', '/about', true],
    ['/blog', '/blog/pdf/', true],
    ['/blog', '/blogger/', false],
    ['/donate', '/', false],
  ])('%s on %s → %s', (href, pathname, expected) => {
    expect(isCurrentPath(href, pathname)).toBe(expected);
  });
});
