/**
 * Registers the service worker (issue 31 item 2) once the page has loaded and the browser is idle, so it
 * never competes with the page for the network or the main thread (docs/design.md §6: 5 KB before
 * interaction). A browser without service workers, or one that refuses (private mode), keeps the plain site.
 * The address is written out (it is SERVICE_WORKER_URL in src/lib/offline/offlineCaches.ts): importing it
 * made the bundler split a shared chunk off every page's first script, one more request before interaction.
 */
if ('serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(register));
}
