import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measurePage, pageScripts, siteScriptWeigher, weighPage } from './pageWeight.ts';

const files: Record<string, string> = {
  '/_astro/site.css': 'body{color:red}'.repeat(50),
  '/_astro/entry.js': 'import "./shared.js";console.log(1);',
  '/_astro/shared.js': 'export const x = 1;',
  '/_astro/island.js': 'export default 1;',
  '/_astro/lazy.js': 'export default 2;',
  '/logo.svg': '<svg></svg>',
  '/_astro/fonts/a.woff2': 'x'.repeat(300),
};
const read = (path: string) => (path in files ? Buffer.from(files[path]!) : undefined);
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="https://cdn.example/x.css">
<style>@font-face{src:url("/_astro/fonts/a.woff2") format("woff2")}</style>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module" src="/_astro/entry.js"></script><script>var a=1;</script></head>
<body><img src="/logo.svg" alt=""><img src="http://127.0.0.1:54321/storage/x.png" alt="">
<astro-island client="visible" component-url="/_astro/island.js"></astro-island>
<astro-island client="interaction" component-url="/_astro/lazy.js"></astro-island></body></html>`;

describe('weighPage', () => {
  const weight = weighPage(html, read);

  it('counts the gzip HTML as sent', () => {
    expect(weight.htmlGzip).toBe(gzipSync(html).length);
  });

  it('counts same-site stylesheets only', () => {
    expect(weight.cssGzip).toBe(gz(files['/_astro/site.css']!));
  });

  it('counts scripts, their static imports and eager islands, not islands waiting for interaction nor JSON-LD', () => {
    const external = ['/_astro/entry.js', '/_astro/shared.js', '/_astro/island.js'].map((p) => gz(files[p]!));
    expect(weight.jsGzip).toBe(gzipSync('var a=1;').length + external.reduce((a, b) => a + b, 0));
  });

  it('counts same-site images and declared fonts by their bytes', () => {
    expect(weight.imageBytes).toBe(files['/logo.svg']!.length);
    expect(weight.fontBytes).toBe(300);
  });
});

describe('siteScriptWeigher', () => {
  const weigh = siteScriptWeigher('http://127.0.0.1:4321', read);

  it("weighs the site's own scripts gzip from the build, whatever the query", () => {
    expect(weigh('http://127.0.0.1:4321/_astro/entry.js?v=1')).toBe(gz(files['/_astro/entry.js']!));
  });

  it("leaves other origins' scripts and files the build lacks to the transferred size", () => {
    expect(weigh('https://js.stripe.com/_astro/entry.js')).toBeUndefined();
    expect(weigh('http://127.0.0.1:4321/_astro/missing.js')).toBeUndefined();
    expect(weigh('not a url')).toBeUndefined();
  });
});

describe('measurePage', () => {
  it.each([
    ['a page without scripts', '<p>hola</p>', 0, []],
    ['an inline script', '<script>let a = 1;</script>', 10, []],
    ['an inline script with attributes', '<script is:inline data-x="1">ab</script>', 2, []],
    ['an external module', '<script type="module" src="/_astro/a.js"></script>', 0, ['/_astro/a.js']],
    ['a JSON-LD block is not code', '<script type="application/ld+json">{"a":1}</script>', 0, []],
    ['a module preload', '<link rel="modulepreload" href="/_astro/b.js">', 0, ['/_astro/b.js']],
    ['multibyte characters count as bytes', '<script>"ñ"</script>', 4, []],
  ])('%s', (_name, html, inline, external) => {
    const weight = measurePage(html);
    expect(weight.inlineScriptBytes).toBe(inline);
    expect(weight.externalScripts).toEqual(external);
    expect(weight.htmlBytes).toBe(Buffer.byteLength(html));
  });
});

describe('pageScripts', () => {
  it('separates inline and external scripts and skips data blocks', () => {
    const html = `<script>a()</script><script type="module" src="/_astro/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><script is:inline>
      b()</script><script></script>`;
    expect(pageScripts(html)).toEqual({ inline: ['a()', '\n      b()'], external: ['/_astro/x.js'] });
  });

  it.each([
    [
      '<script type="module" crossorigin src="/admin/assets/index-a.js"></script>',
      ['/admin/assets/index-a.js'],
    ],
    [
      '<link rel="modulepreload" crossorigin href="/admin/assets/b.js"><script type="module" src="/admin/assets/a.js"></script>',
      ['/admin/assets/a.js', '/admin/assets/b.js'],
    ],
    ['<link rel="stylesheet" href="/admin/assets/a.css">', []],
  ])('loads %s → %j before any user action', (html, files) => {
    expect(pageScripts(html).external).toEqual(files);
  });
});
