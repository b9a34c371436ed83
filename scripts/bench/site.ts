import { readFileSync } from 'node:fs';
import { startDemoSite } from '#devserver/demoSite.ts';
import { offlineFirstVisitBytes } from '../offline/offlineWeight.ts';
import { weightBudget } from '../quality/budgets.ts';
import { buildReader, measurePage, type RouteWeight, weighSite } from '../quality/pageWeight.ts';
import { PUBLIC_ROUTES, routeHtmlFile } from '../quality/routes.ts';
import { insertGeneratedPosts } from './generatedPosts.ts';
import { recordSummary } from './summary.ts';

// What the public site costs: per route, the HTML and the JavaScript a visitor downloads before touching
// anything (gzip), and how long a build takes with the demo content, 1,000 and 10,000 posts.
// Budgets (docs/design.md §6): content pages ≤ 5 KB JS before interaction, home ≤ 40 KB; 10,000 posts < 60 s.
const SIZES = (process.env.BENCH_POST_COUNTS ?? '0,1000,10000').split(',').map(Number);
const BUILD_BUDGET_MS = 60_000;
const ROUTES = [...PUBLIC_ROUTES, '/404'];
/** The weight budget's JS limit (home 40 KB, other pages 5 KB). */
const jsBudget = (route: string) => weightBudget(route).max?.jsGzip ?? 0;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function weightRows(outDir: string) {
  return Object.entries(weighSite(outDir, ROUTES)).map(([route, weight]: [string, RouteWeight]) => {
    const page = measurePage(readFileSync(routeHtmlFile(outDir, route), 'utf8'));
    const budget = jsBudget(route);
    return {
      jsGzip: weight.jsGzip,
      budget,
      ruta: route,
      HTML: kb(page.htmlBytes),
      'HTML gzip': kb(weight.htmlGzip),
      'JS gzip antes de interactuar': kb(weight.jsGzip),
      presupuesto: weight.jsGzip <= budget ? `ok (≤ ${kb(budget)})` : `EXCEDE ${kb(budget)}`,
    };
  });
}

/** Issue 31: what the service worker adds to a first visit of the home page, all after it is interactive. */
const OFFLINE_FIRST_VISIT_BUDGET = 100 * 1024;
const offlineFirstVisit = (outDir: string) =>
  offlineFirstVisitBytes(readFileSync(routeHtmlFile(outDir, '/'), 'utf8'), buildReader(outDir));

/** Builds the site alone from the demo content plus `extraPosts`; weighs it when asked. */
async function timedBuild(extraPosts: number, weigh: boolean) {
  const site = await startDemoSite({
    admin: false,
    addContent: extraPosts > 0 ? (db) => insertGeneratedPosts(db, extraPosts) : undefined,
  });
  try {
    return {
      ms: site.buildMs,
      rows: weigh ? weightRows(site.outDir) : [],
      offlineBytes: weigh ? offlineFirstVisit(site.outDir) : 0,
    };
  } finally {
    await site.close();
  }
}

const builds: Record<string, string>[] = [];
const buildSeconds: { extra: number; seconds: number }[] = [];
let weights: ReturnType<typeof weightRows> = [];
let offlineBytes = 0;
for (const extra of SIZES) {
  const { ms, rows, offlineBytes: offline } = await timedBuild(extra, extra === 0);
  if (extra === 0) {
    weights = rows;
    offlineBytes = offline;
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
console.log(
  `\nPrimera visita al inicio: ${kb(offlineBytes)} más por el service worker y lo que guarda para ` +
    `usar sin conexión, todo después de que la página es interactiva (objetivo ≤ ${kb(OFFLINE_FIRST_VISIT_BUDGET)})`,
);
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
    target: `≤ ${kb(heaviest.budget)}`,
    ok: heaviest.jsGzip <= heaviest.budget,
  },
  {
    area: 'sitio',
    measure: 'primera visita: bytes del service worker tras la carga',
    value: kb(offlineBytes),
    target: `≤ ${kb(OFFLINE_FIRST_VISIT_BUDGET)}`,
    ok: offlineBytes <= OFFLINE_FIRST_VISIT_BUDGET,
  },
  ...buildSeconds.map(({ extra, seconds }) => ({
    area: 'sitio',
    measure: extra === 0 ? 'build con la demo' : `build con demo + ${extra.toLocaleString('es-ES')} posts`,
    value: `${seconds.toFixed(1)} s`,
    ...(extra === 10_000 ? { target: '< 60 s', ok: seconds * 1000 < BUILD_BUDGET_MS } : {}),
  })),
);
