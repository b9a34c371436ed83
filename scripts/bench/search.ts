import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { MIN_QUERY_LENGTH } from '#core/content/searchQuery.ts';
import { startDemoSite } from '#devserver/demoSite.ts';
import { insertGeneratedPosts } from './generatedPosts.ts';
import { percentile } from './measure.ts';
import { recordSummary } from './summary.ts';
import { cpuByFunction } from './traceSummary.ts';

// npm run bench:search — the site search (Pagefind): how big its index is for the demo and for the demo
// plus 10,000 posts, what a first search downloads, and the time from a keystroke on /buscar to its results
// on the page, in Chromium with the CPU slowed 4× (a mid-range phone). Target: ≤ 150 ms per keystroke.
// The generated posts are varied Spanish (spanishPosts.ts): the words below are each in 20–65 % of them;
// WORST is in nearly all (97 %), the costliest a visitor can type, measured on its own. A first letter only
// shows a hint (the search starts at MIN_QUERY_LENGTH), so only the keystrokes that search are counted.
// BENCH_TRACE=<folder> also records a Chromium performance trace of each run (open it in DevTools'
// Performance panel) and prints the functions that took the most CPU.
const SIZES = (process.env.BENCH_POST_COUNTS ?? '0,10000').split(',').map(Number);
const WORDS = ['oracion', 'perdon', 'reino', 'familia', 'gracia'];
const WORST = 'dios';
const TRACE = process.env.BENCH_TRACE;
const TARGET_MS = 150;
const CPU_SLOWDOWN = 4;

const label = (extra: number) => (extra === 0 ? 'demo' : `demo + ${extra.toLocaleString('es-ES')} posts`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function folderSize(dir: string): { bytes: number; files: number } {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (sum, entry) => ({
        bytes: sum.bytes + statSync(join(entry.parentPath, entry.name)).size,
        files: sum.files + 1,
      }),
      { bytes: 0, files: 0 },
    );
}

/** Marks when each keystroke starts (capture phase, before the page's own listener) and when results land. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __start: number; __done: { query: string; at: number } | null };
    w.__done = null;
    document
      .querySelector('#search-input')!
      .addEventListener('input', () => (w.__start = performance.now()), {
        capture: true,
      });
    new MutationObserver(() => {
      w.__done = { query: document.documentElement.dataset.searchDone ?? '', at: performance.now() };
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-search-done'] });
  });
}

/** Types a word key by key, waiting for each keystroke's answer; returns the latency of each that searched. */
async function typeWord(page: Page, word: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 1; i <= word.length; i++) {
    await page.keyboard.type(word[i - 1]!);
    const query = word.slice(0, i);
    const handle = await page.waitForFunction(
      (q) => {
        const w = window as unknown as { __start: number; __done: { query: string; at: number } | null };
        return w.__done?.query === q ? w.__done.at - w.__start : null;
      },
      query,
      { timeout: 30_000 },
    );
    const latency = Number(await handle.jsonValue());
    if (i >= MIN_QUERY_LENGTH) latencies.push(latency);
    if (process.env.BENCH_DEBUG) console.log(query, latency.toFixed(0));
  }
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  return latencies;
}

const latencySummary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    keystrokes: sorted.length,
  };
};

async function measureDataset(extraPosts: number) {
  const site = await startDemoSite({
    admin: false,
    addContent: extraPosts > 0 ? (db) => insertGeneratedPosts(db, extraPosts) : undefined,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const index = folderSize(join(site.outDir, 'pagefind'));
    const page = await browser.newPage();
    let downloaded = 0;
    page.on('response', async (response) => {
      if (response.url().includes('/pagefind/'))
        downloaded += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.siteUrl}/buscar`);
    await instrument(page);
    const tracePath = TRACE && join(TRACE, `busqueda-${extraPosts}.json`);
    if (tracePath) {
      mkdirSync(TRACE, { recursive: true });
      await browser.startTracing(page, { path: tracePath });
    }
    await page.locator('#search-input').focus();
    const [cold, ...firstWord] = await typeWord(page, WORDS[0]!);
    const firstSearchBytes = downloaded;
    const warm = [...firstWord];
    for (const word of WORDS.slice(1)) warm.push(...(await typeWord(page, word)));
    const worst = await typeWord(page, WORST);
    if (tracePath) {
      await browser.stopTracing();
      console.log(
        `\nTraza de ${label(extraPosts)}: ${tracePath}; CPU por función (ms, con CPU ×${CPU_SLOWDOWN}):`,
      );
      console.table(cpuByFunction(JSON.parse(readFileSync(tracePath, 'utf8'))));
    }
    return {
      extraPosts,
      index,
      firstSearchBytes,
      cold: cold!,
      words: latencySummary(warm),
      worst: latencySummary(worst),
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

const results = [];
for (const extra of SIZES) results.push(await measureDataset(extra));

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`\nBúsqueda (Pagefind), Chromium con CPU ×${CPU_SLOWDOWN}; objetivo ≤ ${TARGET_MS} ms por tecla`);
console.table(
  results.map((r) => ({
    contenido: label(r.extraPosts),
    índice: `${mb(r.index.bytes)} en ${r.index.files} archivos`,
    'descarga de la 1.ª búsqueda': kb(r.firstSearchBytes),
    '1.ª tecla (carga incluida)': ms(r.cold),
    'tecla → resultados (mediana)': ms(r.words.median),
    p95: ms(r.words.p95),
    máx: ms(r.words.max),
    teclas: r.words.keystrokes,
    [`«${WORST}» p95`]: ms(r.worst.p95),
    [`«${WORST}» máx`]: ms(r.worst.max),
  })),
);
recordSummary(
  ...results.flatMap((r) => [
    {
      area: 'búsqueda',
      measure: `índice (${label(r.extraPosts)})`,
      value: `${mb(r.index.bytes)}, ${r.index.files} archivos`,
    },
    {
      area: 'búsqueda',
      measure: `tecla → resultados, p95 (${label(r.extraPosts)}, CPU ×${CPU_SLOWDOWN})`,
      value: `${ms(r.words.p95)} (mediana ${ms(r.words.median)}; 1.ª búsqueda ${ms(r.cold)} con ${kb(r.firstSearchBytes)})`,
      target: `≤ ${TARGET_MS} ms`,
      ok: r.words.p95 <= TARGET_MS,
    },
    {
      area: 'búsqueda',
      measure: `tecla → resultados, p95 de «${WORST}» (en casi todas las páginas; ${label(r.extraPosts)})`,
      value: `${ms(r.worst.p95)} (máx. ${ms(r.worst.max)})`,
      target: `≤ ${TARGET_MS} ms`,
      ok: r.worst.p95 <= TARGET_MS,
    },
  ]),
);
