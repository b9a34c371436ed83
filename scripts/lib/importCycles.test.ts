import { describe, expect, it } from 'vitest';
import { findCycles, importSpecifiers, repositoryImportGraph, resolveSpecifier } from './importCycles.ts';

describe('importSpecifiers', () => {
  it('reads imports, type imports, re-exports and side-effect imports, not dynamic ones', () => {
    const code = `import { a } from './a.ts';
import type { B } from "../b.ts";
export { c } from './c.ts';
export type { D } from '#core/d.ts';
import './side.css';
const lazy = () => import('./lazy.ts');`;
    expect(importSpecifiers(code)).toEqual(['./a.ts', '../b.ts', './c.ts', '#core/d.ts', './side.css']);
  });
});

describe('resolveSpecifier', () => {
  it.each([
    ['backend/auth/http.ts', './authOptions.ts', 'backend/auth/authOptions.ts'],
    ['tests/e2e/x.spec.ts', '../../devserver/siteServer.ts', 'devserver/siteServer.ts'],
    ['src/pages/a.astro', '#core/siteConfig.ts', 'core/siteConfig.ts'],
    ['scripts/test.ts', '#devserver/demoSite.ts', 'devserver/demoSite.ts'],
    ['src/pages/a.astro', '#site/lib/siteContent.ts', 'src/lib/siteContent.ts'],
    ['admin/src/features/x/X.tsx', '#admin/lib/query.ts', 'admin/src/lib/query.ts'],
    ['core/a.ts', 'zod', undefined],
  ])('%s imports %s → %s', (from, specifier, file) => {
    expect(resolveSpecifier(from, specifier)).toBe(file);
  });
});

describe('findCycles', () => {
  it('finds each cycle once, whatever file the search starts from', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a tree', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no import cycle (a module and what it imports never need each other)', () => {
    expect(findCycles(repositoryImportGraph()).map((cycle) => cycle.join(' > '))).toEqual([]);
  });
});
