import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBackend } from '../../backend/backend.ts';
import { seedDatabase } from '../../backend/db/seed.ts';
import { listen } from '../../backend/serve.ts';
import { buildSite } from '../lib/buildSite.ts';
import { measurePage } from '../site/pageWeight.ts';
import { insertGeneratedPosts } from './generatedPosts.ts';
import { eagerIslandScripts, scriptClosure } from './scriptGraph.ts';
import { recordSummary } from './summary.ts';

// What the public site costs: per route, the HTML and the JavaScript a visitor downloads before touching
// anything (gzip), and how long a build takes with the demo content, 1,000 and 10,000 posts.
// Budgets (DESIGN §6): content pages ≤ 5 KB JS before interaction, home ≤ 40 KB; 10,000 posts < 60 s.
const SIZES = (process.env.BENCH_POST_COUNTS ?? '0,1000,10000').split(',').map(Number);
const JS_BUDGET = { home: 40 * 1024, other: 5 * 1024 };
const BUILD_BUDGET_MS = 60_000;

const ROUTES = [
  '/',
  '/about',
  '/teachings',
  '/blog',
  '/blog/articulos',
  '/blog/que-es-el-reino-de-dios',
  '/donate',
  '/biblioteca',
  '/contact',
  '/gpt-experto',
  '/careers',
  '/legal',
  '/404',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(outDir: string, route: string): string {
  if (route === '/404') return join(outDir, '404.html');
  return join(outDir, route, 'index.html');
}

function routeWeight(outDir: string, route: string) {
  const html = readFileSync(htmlFile(outDir, route), 'utf8');
  const page = measurePage(html);
  const read = (path: string) => {
    const file = join(outDir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const scripts = scriptClosure([...page.externalScripts, ...eagerIslandScripts(html)], read);
  const externalGzip = scripts.reduce((sum, path) => sum + gzipSync(read(path) ?? '').length, 0);
  const jsGzip = page.inlineScriptGzipBytes + externalGzip;
  const budget = route === '/' ? JS_BUDGET.home : JS_BUDGET.other;
  return {
    jsGzip,
    budget,
    ruta: route,
    HTML: kb(page.htmlBytes),
    'HTML gzip': kb(page.htmlGzipBytes),
    'JS gzip antes de interactuar': kb(jsGzip),
    archivos: scripts.length,
    presupuesto: jsGzip <= budget ? `ok (≤ ${kb(budget)})` : `EXCEDE ${kb(budget)}`,
  };
}

async function timedBuild(extraPosts: number, keep: boolean) {
  const backend = await createBackend({ target: { kind: 'memory' } });
  const api = await listen(backend, 0);
  await seedDatabase(backend);
  if (extraPosts > 0) await insertGeneratedPosts(backend.db, extraPosts);
  const outDir = mkdtempSync(join(tmpdir(), 'pv-bench-site-'));
  const started = performance.now();
  try {
    await buildSite({ supabaseUrl: api.url, anonKey: backend.ctx.keys.anonKey, outDir, admin: false });
    return { ms: performance.now() - started, outDir };
  } finally {
    await api.close();
    await backend.close();
    rmSync(`${outDir}-cache`, { recursive: true, force: true });
    if (!keep) rmSync(outDir, { recursive: true, force: true });
  }
}

const builds: Record<string, string>[] = [];
const buildSeconds: { extra: number; seconds: number }[] = [];
let weights: ReturnType<typeof routeWeight>[] = [];
for (const extra of SIZES) {
  const { ms, outDir } = await timedBuild(extra, extra === 0);
  if (extra === 0) {
    weights = ROUTES.map((route) => routeWeight(outDir, route));
    rmSync(outDir, { recursive: true, force: true });
  }
  buildSeconds.push({ extra, seconds: ms / 1000 });
  builds.push({
    contenido: extra === 0 ? 'demo (seed)' : `demo + ${extra.toLocaleString('es-ES')} posts`,
    'tiempo de build': `${(ms / 1000).toFixed(1)} s`,
    objetivo: extra === 10_000 ? (ms < BUILD_BUDGET_MS ? 'ok (< 60 s)' : 'EXCEDE 60 s') : '',
  });
}

console.log('\nPeso por ruta (build con el contenido demo)');
console.table(weights.map(({ jsGzip: _, budget: __, ...row }) => row));
console.log('\nTiempo de build del sitio (sin el admin)');
console.table(builds);

const home = weights.find((w) => w.ruta === '/');
const others = weights.filter((w) => w.ruta !== '/');
const heaviest = others.reduce((max, w) => (w.jsGzip > max.jsGzip ? w : max), others[0]!);
recordSummary(
  ...(home
    ? [
        {
          area: 'sitio',
          measure: 'JS antes de interactuar, inicio (gzip)',
          value: kb(home.jsGzip),
          target: `≤ ${kb(home.budget)}`,
          ok: home.jsGzip <= home.budget,
        },
      ]
    : []),
  {
    area: 'sitio',
    measure: `JS antes de interactuar, resto de rutas (máx., ${heaviest.ruta})`,
    value: kb(heaviest.jsGzip),
    target: `≤ ${kb(JS_BUDGET.other)}`,
    ok: heaviest.jsGzip <= JS_BUDGET.other,
  },
  ...buildSeconds.map(({ extra, seconds }) => ({
    area: 'sitio',
    measure: extra === 0 ? 'build con la demo' : `build con demo + ${extra.toLocaleString('es-ES')} posts`,
    value: `${seconds.toFixed(1)} s`,
    ...(extra === 10_000 ? { target: '< 60 s', ok: seconds * 1000 < BUILD_BUDGET_MS } : {}),
  })),
);
