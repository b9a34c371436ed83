import { describe, expect, it } from 'vitest';
import { eagerIslandScripts, scriptClosure, staticImports } from './scriptGraph.ts';

describe('staticImports', () => {
  it.each([
    ['named import', 'import{a as b}from"./x.js";', ['./x.js']],
    ['side-effect import', 'import"./y.js";', ['./y.js']],
    ['default and namespace', 'import a from "./a.js"; import * as n from \'./n.js\'', ['./a.js', './n.js']],
    ['re-export', 'export{z}from"./z.js"', ['./z.js']],
    ['dynamic import is not static', 'const m = import("./lazy.js")', []],
    ['words that contain import', 'const reimport = 1; important("x")', []],
    ['aliased named import', 'import{a as b}from"./client.js";', ['./client.js']],
    [
      'side effect then namespace',
      'import"./side.js";import * as x from "../y.js"',
      ['./side.js', '../y.js'],
    ],
    ['a method called import', 'x.import("./no.js")', []],
  ])('%s', (_, code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });
});

describe('scriptClosure', () => {
  it('follows static imports transitively, once each, and ignores dynamic ones', () => {
    const files: Record<string, string> = {
      '/_astro/a.js': 'import"./b.js";import("./lazy.js")',
      '/_astro/b.js': 'import{c}from"./c.js";import"./a.js"',
      '/_astro/c.js': 'export const c=1',
      '/_astro/lazy.js': 'x',
    };
    expect(scriptClosure(['/_astro/a.js'], (path) => files[path]).sort()).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
      '/_astro/c.js',
    ]);
  });
});

describe('eagerIslandScripts', () => {
  it.each([
    [
      'client:load island',
      '<astro-island client="load" component-url="/_astro/C.js" renderer-url="/_astro/r.js">',
      ['/_astro/C.js', '/_astro/r.js'],
    ],
    [
      'client:visible island',
      '<astro-island client="visible" component-url="/_astro/V.js">',
      ['/_astro/V.js'],
    ],
    [
      'custom interaction directive waits',
      '<astro-island client="interaction" component-url="/_astro/D.js">',
      [],
    ],
  ])('%s', (_, html, expected) => {
    expect(eagerIslandScripts(html)).toEqual(expected);
  });
});
