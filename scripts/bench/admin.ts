import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoSite } from '#devserver/demoSite.ts';
import { buildReader, pageScripts, sumOfFiles } from '../quality/pageWeight.ts';
import { scriptClosure } from '../quality/scriptGraph.ts';
import { installListTiming, type ListTimes, median, readListTimes } from './listTiming.ts';
import { recordSummary } from './summary.ts';

// Admin weight and list speed: first-load JS (gzip) and the time until page 1 and page 400 of a 10,000-post
// list show their rows, in Chromium against an in-memory backend: cold (a new browser that only has the
// stored session), in a new tab of a browser that already has the assets cached, and paging inside the panel.
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const site = await startDemoSite({
  site: false,
  // Bench setup writes directly as the database owner; the measured reads go through the API and RLS.
  addContent: (db) =>
    db.exec(`
      insert into public.posts (title, slug, content, is_published, published_at, author_id, created_at)
      select 'Post de prueba ' || n, 'post-de-prueba-' || n, 'Contenido ' || n, n % 2 = 0,
        case when n % 2 = 0 then now() end,
        (select id from public.users where email = 'editor@example.org'),
        now() - make_interval(mins => n)
      from generate_series(1, ${POSTS}) as n`),
});
const firstLoadJs = pageScripts(readFileSync(join(site.outDir, 'admin/index.html'), 'utf8')).external;
const read = buildReader(site.outDir);
const js = { files: firstLoadJs, bytes: sumOfFiles(firstLoadJs, read) };

/**
 * The visual post editor (Tiptap, admin/src/components/markdownEditor) loads with the first post editor
 * opened, never with the panel: what it adds to the post editor screen's own code.
 */
function lazyEditorBytes(): number {
  const text = (path: string) => read(path)?.toString('utf8');
  const chunks = (pattern: RegExp) =>
    readdirSync(join(site.outDir, 'admin/assets'))
      .filter((name) => pattern.test(name))
      .map((name) => `/admin/assets/${name}`);
  const before = new Set(scriptClosure([...firstLoadJs, ...chunks(/^PostEditor-.*\.js$/)], text));
  const editor = scriptClosure(chunks(/^VisualEditor-.*\.js$/), text).filter((path) => !before.has(path));
  return sumOfFiles(editor, read);
}
const editorBytes = lazyEditorBytes();

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const signedIn = await browser.newContext();
const loginPage = await signedIn.newPage();
await loginPage.goto(`${site.siteUrl}/admin/login`);
await loginPage.getByLabel('Email').fill('editor@example.org');
await loginPage.getByLabel('Contraseña').fill('demo-password-123');
await loginPage.getByRole('button', { name: 'Iniciar sesión' }).click();
await loginPage.waitForURL(/\/admin\/dashboard$/);
const storageState = await signedIn.storageState();

/** Opens page `target` of the list in a new tab: of a new browser (empty cache) or of the signed-in one. */
async function openInNewTab(target: number, freshBrowser: boolean): Promise<ListTimes> {
  const context = freshBrowser ? await browser.newContext({ storageState }) : signedIn;
  const page = await context.newPage();
  await installListTiming(page);
  await page.goto(`${site.siteUrl}/admin/blogs${target === 1 ? '' : `?page=${target}`}`);
  const times = await readListTimes(page, target, 'posts');
  await (freshBrowser ? context.close() : page.close());
  return times;
}

/** In-app paging: from page `from`, click `button` and time until page `to` shows its rows. */
async function changePage(from: number, button: 'Siguiente' | 'Anterior', to: number): Promise<ListTimes> {
  const page = await signedIn.newPage();
  await installListTiming(page);
  await page.goto(`${site.siteUrl}/admin/blogs?page=${from}`);
  await readListTimes(page, from, 'posts');
  await page.getByRole('button', { name: button }).click();
  const times = await readListTimes(page, to, 'posts');
  await page.close();
  return times;
}

async function runs(label: string, measure: () => Promise<ListTimes>) {
  const all: ListTimes[] = [];
  for (let run = 0; run < RUNS; run++) all.push(await measure());
  const from = (times: ListTimes) => times.clickAt ?? 0;
  const total = median(all.map((times) => times.rowsAt - from(times)));
  const request = all.flatMap((times) => (times.listRequest ? [times.listRequest] : []));
  const detail = [
    all[0]?.clickAt === undefined ? `DOM listo ${median(all.map((t) => t.domReadyAt)).toFixed(0)}` : '',
    request.length === RUNS
      ? `lista pedida ${median(all.map((t) => t.listRequest!.startAt - from(t))).toFixed(0)}, ` +
        `recibida ${median(all.map((t) => t.listRequest!.endAt - from(t))).toFixed(0)}`
      : '',
  ].filter(Boolean);
  return { medida: label, valor: `${total.toFixed(0)} ms`, detalle: detail.join(' · ') };
}

const lastPage = Math.ceil((POSTS + 1) / 25);
const target = Math.min(400, lastPage);
const rows = [
  {
    medida: 'JS de primera carga (gzip)',
    valor: `${(js.bytes / 1024).toFixed(1)} KiB`,
    detalle: `${js.files.length} archivo(s)`,
  },
  {
    medida: 'Editor visual de posts (gzip, diferido)',
    valor: `${(editorBytes / 1024).toFixed(1)} KiB`,
    detalle: 'solo al abrir un post, además del código de esa pantalla',
  },
  await runs('Página 1 en frío (navegador nuevo con sesión, sin caché)', () => openInNewTab(1, true)),
  await runs(`Página ${target} en frío (navegador nuevo con sesión, sin caché)`, () =>
    openInNewTab(target, true),
  ),
  await runs('Página 1 en pestaña nueva (caché caliente)', () => openInNewTab(1, false)),
  await runs(`Página ${target} en pestaña nueva (caché caliente)`, () => openInNewTab(target, false)),
  await runs('Página 1 dentro del panel (desde la 2)', () => changePage(2, 'Anterior', 1)),
  await runs(`Página ${target} dentro del panel (desde la ${target - 1})`, () =>
    changePage(target - 1, 'Siguiente', target),
  ),
];
console.log(
  `Panel con ${POSTS} posts; mediana de ${RUNS}; ms desde la navegación (o el clic) hasta pintar las filas.`,
);
console.table(rows);

// One summary line per figure for `npm run bench`; lists are held to 300 ms, first-load JS to 250 KiB (the
// lazily loaded editor has no target of its own: it must only stay out of the first load).
recordSummary(
  ...rows.map((row, index) => {
    const weight = index <= 1;
    const value = Number.parseFloat(row.valor);
    return {
      area: 'panel',
      measure: row.medida,
      value: row.valor,
      target: index === 0 ? '≤ 250 KiB' : weight ? 'fuera de la primera carga' : '≤ 300 ms',
      ok: index === 0 ? value <= 250 : weight || value <= 300,
    };
  }),
);

await browser.close();
await site.close();
