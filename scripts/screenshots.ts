import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { chromium, type Page } from 'playwright-core';
import type { Database } from '#core/database.types.ts';
import { serveBuildFolder, startDemoSite } from '#devserver/demoSite.ts';
import { measurePage } from './quality/pageWeight.ts';
import { auditPages, type BuiltPage } from './screenshots/auditPages.ts';
import { captureScreens } from './screenshots/captureScreens.ts';
import { contactSheet, type Shot } from './screenshots/contactSheet.ts';
import { type Screen, staffScreens, VISITOR_STATES } from './screenshots/screens.ts';
import { signupScreens } from './screenshots/signupScreens.ts';

/**
 * The whole product in one folder of screenshots, for a person to review in a minute (issue 7 §5):
 * every public route, the visitor dialogs and every staff screen and dialog, at 360, 768 and 1280 px,
 * plus index.html, a contact sheet of them all. By default it builds the demo product (in-memory backend
 * with the demo content); --dist shoots an existing build's public pages only. Also prints what each page
 * ships, audits the pages (one h1, unique title and description, lang, canonical) and reports overflow,
 * axe violations and console errors; exits 1 when any shows up.
 *   node scripts/screenshots.ts [--out screenshots] [--widths 360,768,1280] [--routes /,/about]
 *                               [--dist dist] [--no-staff] [--staff-routes /admin/x,/admin/y]
 *                               [--chromium /usr/bin/chromium] [--audit-only]
 */
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '360,768,1280' },
    routes: { type: 'string' },
    'no-staff': { type: 'boolean', default: false },
    // Only the staff screens whose path starts with one of these (e.g. /admin/inscripciones): a quick look.
    'staff-routes': { type: 'string' },
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
  route === '/pagina-que-no-existe'
    ? '404.html'
    : `${route.slice(1).replace(/\/?$/, '/')}index.html`.replace(/^\//, '');

/** Prints each page's weight and audits the built pages; returns the audit's problems. */
async function auditBuild(dist: string, routes: readonly string[]): Promise<string[]> {
  const built: BuiltPage[] = [];
  console.log(
    'ruta'.padEnd(40),
    'HTML'.padStart(8),
    'gzip'.padStart(7),
    'JS inline'.padStart(10),
    'JS externo',
  );
  for (const route of routes) {
    const html = await readFile(join(dist, fileOf(route)), 'utf8');
    built.push({ route, html });
    const weight = measurePage(html);
    let external = 0;
    for (const src of weight.externalScripts) external += (await stat(join(dist, src))).size;
    console.log(
      route.padEnd(40),
      String(weight.htmlBytes).padStart(8),
      String(weight.htmlGzipBytes).padStart(7),
      String(weight.inlineScriptBytes).padStart(10),
      String(external).padStart(10),
    );
  }
  const problems = auditPages(built);
  console.log(
    problems.length === 0 ? `Auditoría: ${built.length} páginas sin problemas.` : problems.join('\n'),
  );
  return problems;
}

const demo = values.dist ? undefined : await startDemoSite();
const site = demo ?? (await serveBuildFolder(values.dist ?? 'dist'));
const dist = site.outDir;
const baseUrl = site.siteUrl;
const problems: string[] = [];
try {
  const routes = values.routes?.split(',') ?? (await htmlPages(dist)).map(routeOf).sort();
  problems.push(...(await auditBuild(dist, routes)));
  if (values['audit-only']) process.exit(problems.length > 0 ? 1 : 0);

  const widths = values.widths.split(',').map(Number);
  const screens: Screen[] = [
    ...routes.map((route): Screen => ({ group: 'sitio', label: route, path: route })),
    ...(values.routes ? [] : VISITOR_STATES),
  ];
  const staff = demo && !values['no-staff'] ? await staffPart(demo.apiUrl, demo.secretKey) : undefined;
  const staffPrefixes = values['staff-routes']?.split(',');
  if (staff && staffPrefixes)
    staff.screens = staff.screens.filter((screen) =>
      staffPrefixes.some((prefix) => screen.path.startsWith(prefix)),
    );

  await rm(values.out, { recursive: true, force: true });
  await mkdir(values.out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update'],
  });
  const shots: Shot[] = [];
  try {
    for (const width of widths) {
      const options = { browser, baseUrl, width, outDir: values.out };
      const visitor = await captureScreens(screens, options);
      const parts = [visitor];
      if (staff) {
        parts.push(await captureScreens([staff.login], options));
        parts.push(await captureScreens(staff.screens, { ...options, before: staff.signIn }));
      }
      for (const part of parts) {
        shots.push(...part.shots);
        problems.push(...part.problems);
      }
      console.log(`${width}px: ${parts.reduce((sum, part) => sum + part.shots.length, 0)} capturas`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(join(values.out, 'index.html'), contactSheet(shots, widths));
  for (const problem of problems) console.warn(`  ${problem}`);
  console.log(`Capturas en ${values.out}/ (${shots.length} imágenes; abre ${values.out}/index.html)`);
} finally {
  await site.close();
}
if (problems.length > 0) process.exitCode = 1;

/** The login screen, and every staff screen as the demo admin (signed in once per width). */
async function staffPart(apiUrl: string, secretKey: string) {
  const db = createClient(apiUrl, secretKey, { auth: { persistSession: false } });
  const first = async (table: string) =>
    ((await db.from(table).select('id').order('created_at').limit(1).single()).data as { id: string }).id;
  const ids = {
    post: await first('posts'),
    video: await first('videos'),
    audio: await first('audios'),
    resource: await first('resources'),
  };
  const login: Screen = { group: 'panel', label: 'login', path: '/admin/login' };
  const signIn = async (page: Page) => {
    await page.goto(new URL('/admin/login', baseUrl).href);
    await page.getByLabel('Email').fill('admin@example.org');
    await page.getByLabel('Contraseña').fill('demo-password-123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
  };
  // Typed, for the engine's functions: the registration screens need sign-ups to show.
  const typed = createClient<Database>(apiUrl, secretKey, { auth: { persistSession: false } });
  // «Grupos» (issue 33): the seed's groups, one of them with a request waiting (supabase/seeds/groups.sql).
  const groups: Screen[] = [
    { group: 'panel', label: 'grupos', path: '/admin/grupos' },
    { group: 'panel', label: 'grupos/grupo', path: '/admin/grupos/7a000000-0000-4000-a000-000000000001' },
  ];
  return { login, signIn, screens: [...staffScreens(ids), ...(await signupScreens(typed)), ...groups] };
}
