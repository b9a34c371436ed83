import { describe, expect, it } from 'vitest';
import { headersForPath, parseNetlifyConfig, pathMatches } from './netlifyConfig.ts';

describe('pathMatches (Netlify path patterns)', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/admin/assets/index-abc.js', true],
    ['/_astro/*', '/_astro/BaseLayout.abc.css', true],
    ['/_astro/*', '/_astro/fonts/a.woff2', true],
    ['/_astro/*', '/about/', false],
    ['/admin/assets/*', '/admin/dashboard', false],
    ['/admin/*', '/admin/', true],
    ['/donate/', '/donate/', true],
    ['/a.b/*', '/aXb/c', false],
  ])('%s on %s → %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

const config = parseNetlifyConfig(`
[build]
  command = "npm run build"
[functions]
  directory = "netlify/functions"
[[redirects]]
  from = "/admin/*"
  to = "/admin/index.html"
  status = 200
[[headers]]
  for = "/*"
  [headers.values]
    Content-Security-Policy = "connect-src 'self' https://*.supabase.co; img-src https://*.supabase.co"
[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "immutable"
`);

describe('parseNetlifyConfig and headersForPath', () => {
  it('reads rules, redirects and the functions folder', () => {
    expect(config.redirects).toEqual([{ from: '/admin/*', to: '/admin/index.html', status: 200 }]);
    expect(config.functionsDirectory).toBe('netlify/functions');
    expect(config.headers.map((rule) => rule.for)).toEqual(['/*', '/_astro/*']);
  });

  it('adds every matching rule in order', () => {
    expect(Object.keys(headersForPath(config.headers, '/_astro/x.js'))).toEqual([
      'Content-Security-Policy',
      'Cache-Control',
    ]);
    expect(Object.keys(headersForPath(config.headers, '/about/'))).toEqual(['Content-Security-Policy']);
  });

  it('puts the local API origin where the policy names the hosted Supabase project', () => {
    expect(headersForPath(config.headers, '/', 'http://127.0.0.1:54321')['Content-Security-Policy']).toBe(
      "connect-src 'self' http://127.0.0.1:54321; img-src http://127.0.0.1:54321",
    );
  });

  it('refuses a header rule without a path', () => {
    expect(() => parseNetlifyConfig('[[headers]]\n[headers.values]\nX = "1"')).toThrow(
      /for en \[\[headers\]\]/,
    );
  });
});
