import { SERVICE_WORKER_URL } from '../../lib/offline/offlineCaches.ts';

/**
 * Registers the service worker (issue 31 item 2) once the page has loaded and the browser is idle, so it
 * never competes with the page for the network or the main thread (docs/design.md §6: 5 KB before
 * interaction). A browser without service workers, or one that refuses (private mode), keeps the plain site.
 */
if ('serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(register));
}
