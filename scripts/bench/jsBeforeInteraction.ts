// node scripts/bench/jsBeforeInteraction.ts [builtSiteDir] — gzip bytes of JavaScript each page runs
// before any interaction, against DESIGN §6 budgets (home ≤ 40 KB, other pages ≤ 5 KB).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts, staticImports } from './pageScripts.ts';

const root = resolve(process.argv[2] ?? 'dist');
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function modulesFrom(entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  for (const specifier of staticImports(readFileSync(entry, 'utf8'))) {
    modulesFrom(resolve(dirname(entry), specifier), seen);
  }
}

const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
  .sort();
let over = 0;
for (const page of pages) {
  const { inline, external } = pageScripts(readFileSync(join(root, page), 'utf8'));
  const modules = new Set<string>();
  for (const src of external) if (src.startsWith('/')) modulesFrom(join(root, src), modules);
  const bytes =
    inline.reduce((sum, code) => sum + gz(code), 0) +
    [...modules].reduce((sum, file) => sum + gz(readFileSync(file)), 0);
  const budget = page === 'index.html' ? 40_960 : 5_120;
  if (bytes > budget) over += 1;
  const route = `/${page.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
  console.log(
    `${bytes > budget ? '✗' : '✓'} ${route.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(5)} KB  (${[...modules].map((file) => relative(root, file)).join(', ') || 'inline only'})`,
  );
}
process.exitCode = over > 0 ? 1 : 0;
