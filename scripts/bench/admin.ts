import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createBackend } from '../../backend/backend.ts';
import { seedDatabase } from '../../backend/db/seed.ts';
import { listen } from '../../backend/serve.ts';
import { runBin } from '../lib/run.ts';
import { serveSite } from '../site/siteServer.ts';
import { firstLoadJsGzip } from './firstLoadJs.ts';
import { recordSummary } from './summary.ts';

// Admin weight and list speed: first-load JS (gzip) and the time from navigation to the first row of
// page 1 and page 400 of a 10,000-post list, in Chromium against an in-memory backend.
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const backend = await createBackend({ target: { kind: 'memory' } });
await seedDatabase(backend);
// Bench setup writes directly as the database owner; the measured reads go through the API and RLS.
await backend.db.exec(`
  insert into public.posts (title, slug, content, is_published, published_at, author_id, created_at)
  select 'Post de prueba ' || n, 'post-de-prueba-' || n, 'Contenido ' || n, n % 2 = 0,
    case when n % 2 = 0 then now() end,
    (select id from public.users where email = 'editor@example.org'),
    now() - make_interval(mins => n)
  from generate_series(1, ${POSTS}) as n`);
const api = await listen(backend, 0);
const outDir = mkdtempSync(join(tmpdir(), 'pv-bench-admin-'));
await runBin(
  'node_modules/vite/bin/vite.js',
  ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
  {
    env: {
      PUBLIC_SUPABASE_URL: api.url,
      PUBLIC_SUPABASE_ANON_KEY: backend.ctx.keys.anonKey,
      SITE_OUT_DIR: outDir,
    },
  },
);
const site = await serveSite(outDir, 0);
const js = firstLoadJsGzip(outDir);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
await page.goto(`${site.url}/admin/login`);
await page.getByLabel('Email').fill('editor@example.org');
await page.getByLabel('Contraseña').fill('demo-password-123');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForURL(/\/admin\/dashboard$/);

async function timeToRows(query: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await page.goto(`${site.url}/admin/blogs${query}`);
    await page.getByRole('row').nth(1).waitFor();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** In-app paging: from page `from`, click `button` and wait until the pager shows page `to`. */
async function timeToPageChange(from: number, button: 'Siguiente' | 'Anterior', to: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${site.url}/admin/blogs?page=${from}`);
    await page.getByText(`Página ${from} de`).waitFor();
    const started = performance.now();
    await page.getByRole('button', { name: button }).click();
    await page.getByText(`Página ${to} de`).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const lastPage = Math.ceil((POSTS + 1) / 25);
const target = Math.min(400, lastPage);
const page1 = await timeToRows('');
const page400 = await timeToRows(`?page=${target}`);
const toPage1 = await timeToPageChange(2, 'Anterior', 1);
const toPage400 = await timeToPageChange(target - 1, 'Siguiente', target);
console.table([
  {
    medida: 'JS de primera carga (gzip)',
    valor: `${(js.bytes / 1024).toFixed(1)} KiB en ${js.files.length} archivo(s)`,
  },
  {
    medida: `Página 1 de ${POSTS} posts, carga completa (mediana de ${RUNS})`,
    valor: `${page1.toFixed(0)} ms`,
  },
  { medida: `Página ${target}, carga completa (mediana de ${RUNS})`, valor: `${page400.toFixed(0)} ms` },
  { medida: `Página 1 desde la 2, dentro del panel (mediana de ${RUNS})`, valor: `${toPage1.toFixed(0)} ms` },
  {
    medida: `Página ${target} desde la ${target - 1}, dentro del panel`,
    valor: `${toPage400.toFixed(0)} ms`,
  },
]);

recordSummary(
  { area: 'panel', measure: 'JS de primera carga (gzip)', value: `${(js.bytes / 1024).toFixed(1)} KB` },
  { area: 'panel', measure: `lista de ${POSTS} posts en frío, página 1`, value: `${page1.toFixed(0)} ms` },
  { area: 'panel', measure: `lista en frío, página ${target}`, value: `${page400.toFixed(0)} ms` },
  {
    area: 'panel',
    measure: 'cambio de página dentro del panel (1 y 400)',
    value: `${toPage1.toFixed(0)} / ${toPage400.toFixed(0)} ms`,
  },
);

await browser.close();
await site.close();
await api.close();
await backend.close();
rmSync(outDir, { recursive: true, force: true });
