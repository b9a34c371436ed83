import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Script and modulepreload URLs an HTML page loads before any user action. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  return [...urls];
}

/** Total gzip size of the admin's first-load JavaScript, reading the built files under `siteDir`. */
export function firstLoadJsGzip(siteDir: string): { files: string[]; bytes: number } {
  const html = readFileSync(join(siteDir, 'admin/index.html'), 'utf8');
  const files = firstLoadScripts(html);
  const bytes = files.reduce((sum, url) => sum + gzipSync(readFileSync(join(siteDir, url))).length, 0);
  return { files, bytes };
}
