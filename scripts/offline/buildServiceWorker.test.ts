import { describe, expect, it } from 'vitest';
import { assetsOfPage, importsOfScript, offlineFeaturesChunk } from './buildServiceWorker.ts';

describe('assetsOfPage', () => {
  it('lists the styles, scripts and fonts a page loads from /_astro/, once each', () => {
    const html = `<link rel="stylesheet" href="/_astro/base.Ab12.css">
      <link rel="preload" href="/_astro/fonts/f1.woff2" as="font" crossorigin>
      <script type="module" src="/_astro/loader.Cd34.js"></script>
      <link rel="stylesheet" href="/_astro/base.Ab12.css">
      <img src="/_astro/photo.webp"><a href="/teachings/">Enseñanzas</a><link rel="icon" href="/favicon.svg">`;
    expect(assetsOfPage(html)).toEqual([
      '_astro/base.Ab12.css',
      '_astro/fonts/f1.woff2',
      '_astro/loader.Cd34.js',
    ]);
  });
});

describe('importsOfScript', () => {
  it('lists the chunks a minified module imports, not its dynamic or remote imports', () => {
    const code = `import{o as e}from"./offlineMessages.Xy.js";import"./page.Ab.js";import {a} from './b.Cd.js';
      const m=()=>import("./saveAudio.Ef.js");import x from"https://cdn.example.org/x.js"`;
    expect(importsOfScript(code)).toEqual([
      '_astro/b.Cd.js',
      '_astro/offlineMessages.Xy.js',
      '_astro/page.Ab.js',
    ]);
  });
});

describe('offlineFeaturesChunk', () => {
  it('finds the offline module among the build chunks', () => {
    expect(offlineFeaturesChunk(['loader.Ab.js', 'offlineFeatures.Dg-U0_6.js', 'offlineCaches.Cd.js'])).toBe(
      '_astro/offlineFeatures.Dg-U0_6.js',
    );
  });

  it.each([
    ['none', ['loader.Ab.js']],
    ['two', ['offlineFeatures.Ab.js', 'offlineFeatures.Cd.js']],
  ])('refuses a build with %s', (_, files) => {
    expect(() => offlineFeaturesChunk(files)).toThrow(/offlineFeatures/);
  });
});
