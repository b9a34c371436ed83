import { describe, expect, it } from 'vitest';
import { measurePage } from './pageWeight.ts';

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
