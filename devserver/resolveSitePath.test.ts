import { describe, expect, it } from 'vitest';
import { resolveSitePath } from './resolveSitePath.ts';

describe('resolveSitePath', () => {
  it.each([
    ['/', ['index.html'], '404.html'],
    ['/about', ['about', 'about/index.html'], '404.html'],
    ['/about/', ['about', 'about/index.html'], '404.html'],
    ['/_astro/a.js', ['_astro/a.js', '_astro/a.js/index.html'], '404.html'],
    ['/admin/blogs/edit/1', ['admin/blogs/edit/1', 'admin/blogs/edit/1/index.html'], 'admin/index.html'],
    ['/blog/caf%C3%A9', ['blog/café', 'blog/café/index.html'], '404.html'],
  ])('maps %s', (path, candidates, fallback) => {
    expect(resolveSitePath(path)).toMatchObject({ candidates, fallback: { file: fallback } });
  });

  it.each(['/../etc/passwd', '/%2e%2e/secret', '/a/%00', '/a\\b', '/%E0%A4%A'])('refuses %s', (path) => {
    expect(resolveSitePath(path)).toBeUndefined();
  });
});
