import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { DEFAULT_SUPABASE_URL } from '#core/authStorageKey.ts';
import {
  OFFLINE_PAGE_FILE,
  SAVED_AUDIOS_PAGE_FILE,
  SERVICE_WORKER_URL,
} from '#core/offline/offlineCaches.ts';

/** The build files a page loads by itself: its styles, scripts and preloaded fonts (all under /_astro/). */
export function assetsOfPage(html: string): string[] {
  const found = html.matchAll(/(?:href|src)="\/(_astro\/[^"?#]+\.(?:css|js|woff2))"/g);
  return [...new Set([...found].map((match) => match[1]!))].sort();
}

/** The modules a bundled script imports statically (Astro's shared chunks sit beside it in /_astro/). */
export function importsOfScript(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g);
  return [...new Set([...found].map((match) => `_astro/${match[1]!}`))].sort();
}

/**
 * The chunk of the offline module (src/components/offline/offlineFeatures.ts): the pages import it once idle,
 * so no page names it; the offline pages need it to fill their lists. Exactly one, or the build is wrong.
 */
export function offlineFeaturesChunk(astroFiles: readonly string[]): string {
  const found = astroFiles.filter((file) => /^offlineFeatures\.[\w-]+\.js$/.test(file));
  if (found.length !== 1)
    throw new Error(`Se esperaba un offlineFeatures.*.js en _astro/: ${found.join(', ')}`);
  return `_astro/${found[0]}`;
}

/** `files` and, transitively, the chunks their scripts import: all they need to run offline. */
async function withImports(siteDir: string, files: Iterable<string>): Promise<string[]> {
  const all = new Set(files);
  for (const file of all) {
    if (!file.endsWith('.js')) continue;
    for (const chunk of importsOfScript(await readFile(join(siteDir, file), 'utf8'))) all.add(chunk);
  }
  return [...all];
}

/**
 * Writes <siteDir>/sw.js at the end of a build (issue 31 item 2; astro.config.mjs calls it): the worker's
 * bundle (workerBundle, below), into which Workbox's injectManifest puts
 * the precache list, each file with the hash of its content, so a new build's worker replaces exactly what
 * changed. The list is the offline page and "Mis enseñanzas guardadas", what they load (the offline module
 * included) and the app's icons: a first visit fetches only these few files more, after the page is
 * interactive. Returns the precached count and bytes.
 */
export async function buildServiceWorker(siteDir: string): Promise<{ count: number; size: number }> {
  const pages = [OFFLINE_PAGE_FILE, SAVED_AUDIOS_PAGE_FILE];
  const pageFiles = await Promise.all(
    pages.map(async (page) => assetsOfPage(await readFile(join(siteDir, page), 'utf8'))),
  );
  const offlineChunk = offlineFeaturesChunk(await readdir(join(siteDir, '_astro')));
  const assets = await withImports(siteDir, [...pageFiles.flat(), offlineChunk]);
  const swSrc = await workerBundle(process.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL);
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: join(siteDir, SERVICE_WORKER_URL),
    globDirectory: siteDir,
    globPatterns: [
      ...pages.map((page) => page.slice(1)),
      ...assets,
      'manifest.webmanifest',
      'icons/*.png',
      'favicon.svg',
    ],
    // Hashed names already change with their content: no revision query, so the browser's HTTP cache
    // (a year, netlify.toml) answers for the files the page just loaded.
    dontCacheBustURLsMatching: /^_astro\//,
  });
  if (warnings.length > 0) throw new Error(warnings.join('; '));
  return { count, size };
}

const REPO = join(import.meta.dirname, '../..');
const WORKER_SOURCES = join(REPO, 'src/lib/offline');

/**
 * The worker's script before its precache list: src/lib/offline/serviceWorker.ts bundled with Vite into one
 * classic script. Content never changes it, so a rebuild after «Publicar» reuses the bundle made for the
 * same sources, locked packages and Supabase project (node_modules/.cache, by their hash) instead of
 * bundling Workbox again: a second and a half of every rebuild.
 */
async function workerBundle(supabaseUrl: string): Promise<string> {
  const key = createHash('sha256').update(supabaseUrl);
  for (const file of (await readdir(WORKER_SOURCES)).sort())
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      key.update(file).update(await readFile(join(WORKER_SOURCES, file)));
  key.update(await readFile(join(REPO, 'package-lock.json')));
  const cacheDir = join(REPO, 'node_modules/.cache/service-worker');
  const cached = join(cacheDir, `${key.digest('hex').slice(0, 32)}.js`);
  if (
    await access(cached).then(
      () => true,
      () => false,
    )
  )
    return cached;

  const bundleDir = await mkdtemp(join(tmpdir(), 'sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        // The Supabase project whose Storage holds the audios a visitor may save (savedAudio.ts).
        'import.meta.env.PUBLIC_SUPABASE_URL': JSON.stringify(supabaseUrl),
      },
      build: {
        outDir: bundleDir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: true,
        lib: {
          entry: join(WORKER_SOURCES, 'serviceWorker.ts'),
          formats: ['iife'],
          name: 'serviceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    // Parallel builds share node_modules: each writes its own file, then renames it into place whole.
    await mkdir(cacheDir, { recursive: true });
    const written = join(cacheDir, `${process.pid}-${Date.now()}.tmp`);
    await copyFile(join(bundleDir, 'sw.js'), written);
    await rename(written, cached);
    return cached;
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}
