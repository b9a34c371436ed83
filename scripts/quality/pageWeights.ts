import { gzipSync } from 'node:zlib';
import { eagerIslandScripts, scriptClosure } from '../bench/scriptGraph.ts';
import { measurePage } from '../site/pageWeight.ts';

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

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const localPaths = (urls: Iterable<string>) => [...new Set([...urls].filter((url) => url.startsWith('/')))];

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Weighs a built page: pure apart from `read`, so tests pass an in-memory build. */
export function weighPage(html: string, read: ReadBuilt): RouteWeight {
  const page = measurePage(html);
  const readText = (path: string) => read(path)?.toString('utf8');
  const scripts = scriptClosure([...page.externalScripts, ...eagerIslandScripts(html)], readText);
  const stylesheets = localPaths(
    attributeValues(html, /<link\b[^>]*rel=["']?stylesheet["']?[^>]*href=["']?([^"'\s>]+)/gi),
  );
  const images = localPaths(attributeValues(html, /<img\b[^>]*\bsrc=["']?([^"'\s>]+)/gi));
  const fonts = localPaths(attributeValues(html, /url\(["']?([^"')]+\.woff2)["']?\)/gi));
  const sum = (paths: string[], size: (bytes: Buffer) => number) =>
    paths.reduce((total, path) => {
      const bytes = read(path);
      return total + (bytes ? size(bytes) : 0);
    }, 0);
  return {
    htmlGzip: page.htmlGzipBytes,
    cssGzip: sum(stylesheets, gzip),
    jsGzip: page.inlineScriptGzipBytes + sum(scripts, gzip),
    imageBytes: sum(images, (bytes) => bytes.length),
    fontBytes: sum(fonts, (bytes) => bytes.length),
  };
}
