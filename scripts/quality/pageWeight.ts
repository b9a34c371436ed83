import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { markdownTable } from '../lib/markdownTable.ts';
import { PUBLIC_ROUTES, routeHtmlFile } from './routes.ts';
import { eagerIslandScripts, scriptClosure } from './scriptGraph.ts';

/**
 * What a built page costs a visitor, read from the build folder: the one place the quality gates,
 * `npm run bench:site`, the admin bench and the screenshots weigh pages. Pure text functions apart from
 * `read`, so tests pass an in-memory build.
 */

/** The scripts a page runs before any interaction: inline code, and script or module-preload URLs. */
export interface PageScripts {
  inline: string[];
  external: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;
const SRC = /\bsrc\s*=\s*["']?([^"'\s>]+)/i;
const MODULE_PRELOAD = /<link\b[^>]*rel=["']?modulepreload["']?[^>]*href=["']?([^"'\s>]+)/gi;

/** Inline script bodies and external script paths of a page (JSON-LD and other data blocks skipped). */
export function pageScripts(html: string): PageScripts {
  const inline: string[] = [];
  const external: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    const src = SRC.exec(attributes)?.[1];
    if (src) external.push(src);
    else if (body.trim()) inline.push(body);
  }
  // Module preloads are scripts the browser fetches up front too.
  for (const [, href] of html.matchAll(MODULE_PRELOAD)) if (href) external.push(href);
  return { inline, external: [...new Set(external)] };
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Bytes of code inside inline <script> elements (JSON-LD and other data blocks excluded). */
  inlineScriptBytes: number;
  /** The same code gzipped together, as a server would send it inside the page. */
  inlineScriptGzipBytes: number;
  /** src of external scripts the page loads; their size is measured from the build folder. */
  externalScripts: string[];
}

/** What a built page costs a visitor in HTML and JavaScript before any interaction. */
export function measurePage(html: string): PageWeight {
  const { inline, external } = pageScripts(html);
  const inlineCode = inline.join('');
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    inlineScriptBytes: Buffer.byteLength(inlineCode),
    inlineScriptGzipBytes: inlineCode ? gzipSync(inlineCode).length : 0,
    externalScripts: external,
  };
}

/** What one built page costs a visitor on first load, in bytes, measured from the build folder. */
export interface RouteWeight {
  /** The HTML document, gzip (as the CDN sends it). */
  htmlGzip: number;
  /** Linked stylesheets, gzip. */
  cssGzip: number;
  /** JavaScript run before any interaction: inline code, module scripts and their static imports, eager islands; gzip. */
  jsGzip: number;
  /** Same-site images referenced by <img> (already compressed formats: bytes on disk). Storage images are not in the build. */
  imageBytes: number;
  /** Web fonts the page declares (woff2, bytes on disk). */
  fontBytes: number;
}

/** Reads a site path (e.g. /_astro/x.css) from the build; undefined when the file does not exist. */
export type ReadBuilt = (sitePath: string) => Buffer | undefined;

export const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const localPaths = (urls: Iterable<string>) => [...new Set([...urls].filter((url) => url.startsWith('/')))];

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Every script file a page loads before interaction: its scripts, eager islands and their static imports. */
export function scriptsBeforeInteraction(html: string, read: ReadBuilt): string[] {
  const readText = (path: string) => read(path)?.toString('utf8');
  return scriptClosure([...pageScripts(html).external, ...eagerIslandScripts(html)], readText);
}

/** Total size of the build files at `paths` (gzip by default, as the CDN sends text). */
export function sumOfFiles(paths: readonly string[], read: ReadBuilt, size = gzipBytes): number {
  return paths.reduce((total, path) => {
    const bytes = read(path);
    return total + (bytes ? size(bytes) : 0);
  }, 0);
}

/** Weighs a built page. */
export function weighPage(html: string, read: ReadBuilt): RouteWeight {
  const page = measurePage(html);
  const stylesheets = localPaths(
    attributeValues(html, /<link\b[^>]*rel=["']?stylesheet["']?[^>]*href=["']?([^"'\s>]+)/gi),
  );
  const images = localPaths(attributeValues(html, /<img\b[^>]*\bsrc=["']?([^"'\s>]+)/gi));
  const fonts = localPaths(attributeValues(html, /url\(["']?([^"')]+\.woff2)["']?\)/gi));
  const onDisk = (bytes: Buffer | string) => bytes.length;
  return {
    htmlGzip: page.htmlGzipBytes,
    cssGzip: sumOfFiles(stylesheets, read),
    jsGzip: page.inlineScriptGzipBytes + sumOfFiles(scriptsBeforeInteraction(html, read), read),
    imageBytes: sumOfFiles(images, read, onDisk),
    fontBytes: sumOfFiles(fonts, read, onDisk),
  };
}

/** Reads site paths from a build folder (dist/ or a temporary build). */
export function buildReader(siteDir: string): ReadBuilt {
  return (sitePath) => {
    const file = join(siteDir, decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  };
}

/**
 * Gzip size of a script the site at `siteUrl` serves from its build (Lighthouse's script requests);
 * undefined for another origin's script or a file the build does not have.
 */
export function siteScriptWeigher(siteUrl: string, read: ReadBuilt): (url: string) => number | undefined {
  const origin = new URL(siteUrl).origin;
  return (url) => {
    const target = URL.canParse(url) ? new URL(url) : null;
    const bytes = target?.origin === origin ? read(target.pathname) : undefined;
    return bytes && gzipBytes(bytes);
  };
}

/** Weighs routes of a build folder, every public route by default. */
export function weighSite(
  siteDir: string,
  routes: readonly string[] = PUBLIC_ROUTES,
): Record<string, RouteWeight> {
  const read = buildReader(siteDir);
  const weights: Record<string, RouteWeight> = {};
  for (const route of routes) {
    weights[route] = weighPage(readFileSync(routeHtmlFile(siteDir, route), 'utf8'), read);
  }
  return weights;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The weights as a Markdown table. */
export function formatWeightTable(weights: Record<string, RouteWeight>): string {
  return markdownTable(
    ['ruta', 'HTML gzip', 'CSS gzip', 'JS antes de interactuar (gzip)', 'imágenes', 'fuentes'],
    Object.entries(weights).map(([route, w]) => [
      route,
      ...[w.htmlGzip, w.cssGzip, w.jsGzip, w.imageBytes, w.fontBytes].map(kb),
    ]),
  );
}
