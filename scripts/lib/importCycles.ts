import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose TypeScript is checked for import cycles (generated and vendored code excluded). */
export const SOURCE_ROOTS = [
  'core',
  'backend',
  'devserver',
  'scripts',
  'src',
  'admin/src',
  'netlify',
  'tests',
];

/** package.json `imports` aliases (`#core/*` → `./core/*`), as prefixes to folders: read, so they never drift. */
function packageAliases(): Record<string, string> {
  const packageJson = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const { imports } = JSON.parse(packageJson) as { imports: Record<string, string> };
  return Object.fromEntries(
    Object.entries(imports).map(([alias, folder]) => [
      alias.replace(/\*$/, ''),
      folder.replace(/^\.\/|\*$/g, ''),
    ]),
  );
}

const ALIASES = packageAliases();

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** The specifiers a module imports or re-exports statically (type-only imports too: they still tie files). */
export function importSpecifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

/** The repository file a specifier names from `fromFile`, or undefined for packages and other files. */
export function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return `${ALIASES[alias]}${specifier.slice(alias.length)}`;
  if (!specifier.startsWith('.')) return undefined;
  return join(dirname(fromFile), specifier);
}

/** Every cycle of the graph, each as the files on it starting from its smallest name (depth-first search). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join(' > '), rotated);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

/** The repository's own root, whatever the working directory. */
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(repository: string, folder: string): string[] {
  if (!existsSync(join(repository, folder))) return [];
  return readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file));
}

/** The import graph of the repository's TypeScript, between repository files (paths from its root). */
export function repositoryImportGraph(
  folders: readonly string[] = SOURCE_ROOTS,
  repository = REPOSITORY,
): Map<string, string[]> {
  const files = new Set(folders.flatMap((folder) => sourceFiles(repository, folder)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(join(repository, file), 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined && files.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}
