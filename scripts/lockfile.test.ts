import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  danglingOptionalDependencies,
  type Lockfile,
  pruneDanglingOptionalDependencies,
} from './lockfile.ts';

describe('the lockfile', () => {
  it('names no optional dependency it cannot install, so npm ci works on a fresh clone (npm run lock:prune)', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as Lockfile;
    expect(danglingOptionalDependencies(lock)).toEqual([]);
  });

  it('prunes only dangling optional dependencies', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/tool': { optionalDependencies: { 'tool-linux': '1', 'tool-darwin': '1' } },
        'node_modules/tool-linux': {},
      },
    };
    pruneDanglingOptionalDependencies(lock);
    expect(lock.packages['node_modules/tool']).toEqual({ optionalDependencies: { 'tool-linux': '1' } });
  });
});
