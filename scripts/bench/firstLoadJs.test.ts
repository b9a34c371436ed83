import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './firstLoadJs.ts';

describe('firstLoadScripts', () => {
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
  ])('%s → %j', (html, files) => {
    expect(firstLoadScripts(html)).toEqual(files);
  });
});
