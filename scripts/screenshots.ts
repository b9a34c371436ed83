import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { auditPages, type BuiltPage } from './site/auditPages.ts';
import { axeViolations } from './site/axeCheck.ts';
import { measurePage } from './site/pageWeight.ts';
import { serveSite } from './site/siteServer.ts';

/**
 * Screenshots every public route of the built site (dist/) at several widths, prints what each page ships
 * (HTML bytes, JavaScript bytes before interaction), audits the pages (one h1, unique title and
 * description, lang, canonical) and runs axe-core on each page at each width; exits 1 when either finds a
 * problem or a page overflows horizontally. Build first: `npx astro build`.
 *   node scripts/screenshots.ts [--dist dist] [--out test-results/screenshots] [--widths 360,768,1280]
 *                               [--routes /,/about] [--chromium /usr/bin/chromium] [--audit-only]
 */
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'test-results/screenshots' },
    widths: { type: 'string', default: '360,768,1280' },
    routes: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    'audit-only': { type: 'boolean', default: false },
  },
});

async function htmlPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('admin/'));
}

const routeOf = (file: string) =>
  file === '404.html' ? '/pagina-que-no-existe' : `/${file.replace(/index\.html$/, '')}`;
const fileOf = (route: string) =>
  route === '/pagina-que-no-existe' ? '404.html' : `${route.slice(1)}index.html`;
const slugOf = (route: string) => route.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'inicio';

const files = await htmlPages(values.dist);
const routes = values.routes?.split(',') ?? files.map(routeOf).sort();
const widths = values.widths.split(',').map(Number);
await mkdir(values.out, { recursive: true });

const built: BuiltPage[] = [];
console.log(
  'ruta'.padEnd(28),
  'HTML'.padStart(8),
  'gzip'.padStart(7),
  'JS inline'.padStart(10),
  'JS externo',
);
for (const route of routes) {
  const html = await readFile(join(values.dist, fileOf(route)), 'utf8');
  built.push({ route, html });
  const weight = measurePage(html);
  let externalBytes = 0;
  for (const src of weight.externalScripts) externalBytes += (await stat(join(values.dist, src))).size;
  console.log(
    route.padEnd(28),
    String(weight.htmlBytes).padStart(8),
    String(weight.htmlGzipBytes).padStart(7),
    String(weight.inlineScriptBytes).padStart(10),
    String(externalBytes).padStart(10),
  );
}

const problems = auditPages(built);
console.log(
  problems.length === 0 ? `Auditoría: ${built.length} páginas sin problemas.` : problems.join('\n'),
);
if (problems.length > 0) process.exitCode = 1;
if (values['audit-only']) process.exit();

// The served policy (netlify.toml) must name the API the build read from, as npm start's does.
const server = await serveSite(
  values.dist,
  0,
  {},
  {
    apiOrigin: process.env.PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  },
);
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // Only this machine: third-party embeds (maps, Stripe) must not be fetched.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (request) => request.abort());
    page.on('console', (message) => {
      if (message.type() === 'error')
        console.warn(`  consola (${page.url()}, ${width}px): ${message.text()}`);
    });
    for (const route of routes) {
      await page.goto(new URL(route, server.url).href, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) {
        console.warn(`  ${route} (${width}px): el contenido se desborda a ${scrollWidth}px`);
        process.exitCode = 1;
      }
      const path = join(values.out, `${slugOf(route)}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      for (const violation of await axeViolations(page)) {
        console.warn(`  axe ${route} (${width}px): ${violation}`);
        process.exitCode = 1;
      }
    }
    await context.close();
  }
  console.log(`Capturas en ${values.out}/ (${routes.length} rutas × ${widths.join(', ')} px)`);
} finally {
  await browser.close();
  await server.close();
}
