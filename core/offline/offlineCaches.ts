/**
 * The names of what the service worker keeps (issue 31 items 2 and 3). One module, because the worker
 * (src/lib/offline/serviceWorker.ts), the offline page's list (src/components/offline/keptPages.ts) and the
 * saved audios read the same caches, and the build script that writes the worker's precache list
 * (scripts/offline/buildServiceWorker.ts) names the same files: two apps, so it lives in core/.
 */

/** The pages a visitor opened, newest copy of each (network first). */
export const PAGES_CACHE = 'paginas';
/** Audios the visitor chose to keep ("Guardar para escuchar sin conexión"); only the visitor removes them. */
export const AUDIO_CACHE = 'audios-guardados';
/** Headers a saved audio carries in its cache, for "Mis enseñanzas guardadas" (guardados.astro). */
export const SAVED_TITLE_HEADER = 'x-guardado-titulo';
export const SAVED_PAGE_HEADER = 'x-guardado-pagina';
/** The offline page as the build writes it: precached with each build, shown for a page not kept. */
export const OFFLINE_PAGE_FILE = '/sin-conexion/index.html';
/** "Mis enseñanzas guardadas", precached too: it must open offline, where it is most needed. */
export const SAVED_AUDIOS_PAGE_FILE = '/guardados/index.html';
/** The worker's own address: the site root, so it may serve every page. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The web app manifest (src/pages/manifest.webmanifest.ts), linked with the worker. */
export const MANIFEST_URL = '/manifest.webmanifest';
/** How many opened pages are kept; the oldest is dropped first. */
export const MAX_KEPT_PAGES = 60;

/** Pages that are never kept: the admin (its own app, signed in) and the offline page itself. */
export function isKeptPage(pathname: string): boolean {
  return !/^\/(admin|sin-conexion)(\/|$)/.test(pathname);
}
