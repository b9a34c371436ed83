import { gzipBytes, type ReadBuilt, scriptsBeforeInteraction } from '../quality/pageWeight.ts';
import { assetsOfPage } from './buildServiceWorker.ts';

/** The site paths the worker precaches, read from the list Workbox's injectManifest wrote into it. */
export function precachedPaths(workerCode: string): string[] {
  return [...workerCode.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`);
}

/** Already compressed formats travel as they are; text travels gzip (as the CDN sends it). */
const transferBytes = (path: string, bytes: Buffer) =>
  /\.(png|webp|jpe?g|woff2)$/.test(path) ? bytes.length : gzipBytes(bytes);

/**
 * What the offline features add to a first visit of a page (issue 31: at most 100 KB, all after the page is
 * interactive): the worker itself and what it precaches that the page did not already load (the offline
 * pages, the offline module, the manifest and the icons), in bytes.
 */
export function offlineFirstVisitBytes(pageHtml: string, read: ReadBuilt, workerPath = '/sw.js'): number {
  const worker = read(workerPath);
  if (!worker) return 0;
  const loaded = new Set([
    ...assetsOfPage(pageHtml).map((asset) => `/${asset}`),
    ...scriptsBeforeInteraction(pageHtml, read),
  ]);
  return precachedPaths(worker.toString('utf8'))
    .filter((path) => !loaded.has(path))
    .reduce(
      (total, path) => {
        const bytes = read(path);
        return total + (bytes ? transferBytes(path, bytes) : 0);
      },
      transferBytes(workerPath, worker),
    );
}
