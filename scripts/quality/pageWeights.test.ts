import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { weighPage } from './pageWeights.ts';

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
