import { describe, expect, it } from 'vitest';
import { allowedFolders, crossingOf, importedModules, repositoryCrossings } from './importBoundaries.ts';

describe('allowedFolders', () => {
  it.each([
    ['- **Importa:** `core/` y nada más (ni `src/`, el sitio: lo que compartan va a `core/`).', ['core']],
    ['- **Importa:** nada del producto (ni `core/` ni `netlify/`); solo sus paquetes de npm.', []],
    [
      '- **Importa:** la entrada pública de `backend/` (crear, lanzar, sembrar), `netlify/` y `core/`.',
      ['backend', 'netlify', 'core'],
    ],
    ['- **Importa:** cualquier carpeta.', '*'],
    [
      '- **Importa:** `core/` y\n  `netlify/`, en dos líneas.\n- **Lo importan:** `tests/`.',
      ['core', 'netlify'],
    ],
  ])('%s → %j', (line, folders) => {
    expect(allowedFolders(`# x\n\nQué es.\n\n${line}\n`)).toEqual(folders);
  });

  it('refuses a README without the line, so a new folder cannot go unruled', () => {
    expect(() => allowedFolders('# x\n\nQué es.\n')).toThrow('«**Importa:**»');
  });
});

describe('importedModules', () => {
  it('reads static imports and literal dynamic ones (a vi.mock factory), not a method named import', () => {
    const code = `import { a } from './a.ts';
vi.mock('./b.ts', async () => (await import('../mocks/c.ts')).mocked());
const lazy = () => import("./d.ts");
x.import('./no.ts');`;
    expect(importedModules(code)).toEqual(['./a.ts', '../mocks/c.ts', './d.ts']);
  });
});

describe('crossingOf', () => {
  it.each([
    [
      'admin/src/features/x/X.tsx',
      '../../../../src/lib/a.ts',
      ['core'],
      'admin/ no importa src/ (su README)',
    ],
    ['admin/src/features/x/X.tsx', '#site/lib/a.ts', ['core'], 'admin/ no importa src/ (su README)'],
    ['admin/src/features/x/X.tsx', '#admin/lib/a.ts', ['core'], undefined],
    ['admin/src/features/x/X.tsx', '#core/a.ts', ['core'], undefined],
    ['src/pages/a.astro', '../../admin/src/lib/a.ts', ['core'], 'src/ no importa admin/ (su README)'],
    ['core/a.ts', '../src/lib/b.ts', [], 'core/ no importa src/ (su README)'],
    ['core/a.test.ts', '../tests/support/b.ts', [], 'core/ no importa tests/ (su README)'],
    ['core/a.ts', 'zod', [], undefined],
    ['backend/auth/a.ts', '../../netlify/lib/mail/b.ts', [], 'backend/ no importa netlify/ (su README)'],
    ['backend/auth/a.ts', '../db/b.ts', [], undefined],
    [
      'scripts/a.ts',
      '../backend/db/seed.ts',
      ['backend'],
      'entra en backend/ por dentro: usa @palabra-viva/local-supabase',
    ],
    [
      'tests/integration/a.test.ts',
      '../../backend/serve.ts',
      '*',
      'entra en backend/ por dentro: usa @palabra-viva/local-supabase',
    ],
    ['scripts/a.ts', '@palabra-viva/local-supabase', ['backend'], undefined],
    ['src/lib/a.ts', '@palabra-viva/local-supabase', ['core'], 'src/ no importa backend/ (su README)'],
    [
      'scripts/a.ts',
      '@palabra-viva/local-supabase/testing',
      ['backend'],
      'la entrada /testing del backend es solo para tests/',
    ],
    ['tests/support/a.ts', '@palabra-viva/local-supabase/testing', '*', undefined],
    [
      'devserver/a.ts',
      '../scripts/lib/run.ts',
      ['backend', 'netlify', 'core'],
      'devserver/ no importa scripts/ (su README)',
    ],
    ['scripts/a.ts', '../supabase/config.toml', ['core'], undefined],
  ] as const)('%s importing %s (may: %j) → %s', (file, specifier, allowed, reason) => {
    expect(crossingOf(file, specifier, allowed)).toBe(reason);
  });
});

/**
 * Imports that cross a door and are already being moved on another branch; each names why. Removing the
 * import without removing its line here fails too, so the list cannot outlive its reason.
 */
const BEING_MOVED: string[] = [];

it("every import keeps to the doors its folder's README opens", () => {
  const crossings = repositoryCrossings().map(
    ({ file, specifier, reason }) => `${file} → ${specifier}: ${reason}`,
  );
  const unexplained = crossings.filter(
    (crossing) => !BEING_MOVED.some((moved) => crossing.startsWith(`${moved}:`)),
  );
  expect(unexplained).toEqual([]);
  const stillThere = BEING_MOVED.filter((moved) =>
    crossings.some((crossing) => crossing.startsWith(`${moved}:`)),
  );
  expect(stillThere).toEqual(BEING_MOVED);
});
