import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './siteServer.ts';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['_astro/app.CSS', 'text/css; charset=utf-8'],
    ['_astro/island.js', 'text/javascript; charset=utf-8'],
    ['rss.xml', 'text/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['sitemap.json', 'application/json; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['og-image.png', 'image/png'],
    ['fonts/a.woff2', 'font/woff2'],
    ['site.webmanifest', 'application/manifest+json'],
    ['sin-extension', 'application/octet-stream'],
  ])('%s → %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});
