import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSpecifiers, resolveSpecifier } from './importCycles.ts';

/**
 * The doors between the top-level folders. Each folder's README says in its "**Importa:**" line which other
 * folders it may import; this module reads those lines and lists every import that goes elsewhere, so the
 * README is the rule and a test holds the code to it (docs/contributing.md). The local backend is a package
 * of its own: nothing outside it reaches its files by path, only `@palabra-viva/local-supabase`, and its
 * `/testing` entry only from `tests/`.
 */

/** The folders whose code is read; the others (docs/, public/, supabase/) hold no imports. */
export const CODE_FOLDERS = ['admin', 'backend', 'core', 'devserver', 'netlify', 'scripts', 'src', 'tests'];

export const BACKEND_PACKAGE = '@palabra-viva/local-supabase';

/** Every folder may import from any folder: how tests/README.md says it. */
const ANY_FOLDER = /cualquier carpeta/i;

/**
 * The folders an "**Importa:**" line allows, as written in backticks (`core/`). Words in parentheses explain
 * what is not allowed (`(ni src/)`), so they are left out; "cualquier carpeta" allows them all.
 */
export function allowedFolders(readme: string): '*' | string[] {
  const line = readme.match(/^- \*\*Importa:\*\*(.*(?:\n {2}.*)*)/m)?.[1];
  if (line === undefined) throw new Error('El README no tiene una línea «**Importa:**».');
  if (ANY_FOLDER.test(line)) return '*';
  const outsideParentheses = line.replace(/\([^)]*\)/g, '');
  return [...outsideParentheses.matchAll(/`([a-z]+)\/`/g)].map((match) => match[1]!);
}

export interface Crossing {
  file: string;
  specifier: string;
  reason: string;
}

/** `import('…')` with a literal: a lazy import (or a vi.mock factory's) crosses a door all the same. */
const DYNAMIC_IMPORT = /(?<![.\w])import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module a file names: its static imports and re-exports, then its literal dynamic imports. */
export function importedModules(code: string): string[] {
  return [...importSpecifiers(code), ...[...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!)];
}

/** The top-level folder of a path from the repository root (`admin` for `admin/src/x.ts`). */
const folderOf = (path: string) => path.split('/')[0]!;

/** Why an import of `file` crosses a door it may not, or undefined when it may. */
export function crossingOf(
  file: string,
  specifier: string,
  allowed: '*' | readonly string[],
): string | undefined {
  const from = folderOf(file);
  const may = (folder: string) => folder === from || allowed === '*' || allowed.includes(folder);
  if (specifier === BACKEND_PACKAGE || specifier.startsWith(`${BACKEND_PACKAGE}/`)) {
    if (!may('backend')) return `${from}/ no importa backend/ (su README)`;
    if (specifier === `${BACKEND_PACKAGE}/testing` && from !== 'tests')
      return 'la entrada /testing del backend es solo para tests/';
    return undefined;
  }
  const target = resolveSpecifier(file, specifier);
  if (target === undefined) return undefined;
  const to = folderOf(target);
  if (to === 'backend' && from !== 'backend') return `entra en backend/ por dentro: usa ${BACKEND_PACKAGE}`;
  if (to === '..' || to === '.') return 'sale del repositorio';
  if (!CODE_FOLDERS.includes(to) && to !== from) return undefined; // package.json, supabase/…: data, not code
  return may(to) ? undefined : `${from}/ no importa ${to}/ (su README)`;
}

/** The repository's own root, whatever the working directory. */
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(repository: string, folder: string): string[] {
  return readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs|astro)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file));
}

/** Every import in the repository's code that crosses a door its folder's README does not open. */
export function repositoryCrossings(repository = REPOSITORY): Crossing[] {
  return CODE_FOLDERS.flatMap((folder) => {
    const readme = join(repository, folder, 'README.md');
    if (!existsSync(readme))
      return [{ file: `${folder}/README.md`, specifier: '', reason: 'falta el README' }];
    const allowed = allowedFolders(readFileSync(readme, 'utf8'));
    return sourceFiles(repository, folder).flatMap((file) =>
      importedModules(readFileSync(join(repository, file), 'utf8')).flatMap((specifier) => {
        const reason = crossingOf(file, specifier, allowed);
        return reason ? [{ file, specifier, reason }] : [];
      }),
    );
  });
}
