import { describe, expect, it } from 'vitest';
import { pageScripts, staticImports } from './pageScripts.ts';

describe('pageScripts', () => {
  it('separates inline and external scripts and skips data blocks', () => {
    const html = `<script>a()</script><script type="module" src="/_astro/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><script is:inline>
      b()</script><script></script>`;
    expect(pageScripts(html)).toEqual({ inline: ['a()', '\n      b()'], external: ['/_astro/x.js'] });
  });
});

describe('staticImports', () => {
  it.each([
    ['import{a as b}from"./client.js";', ['./client.js']],
    ['import"./side.js";import * as x from "../y.js"', ['./side.js', '../y.js']],
    ['const m=()=>import("./lazy.js")', []],
    ['x.import("./no.js")', []],
  ])('%s', (code, imports) => {
    expect(staticImports(code)).toEqual(imports);
  });
});
