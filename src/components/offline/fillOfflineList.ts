/**
 * On the two offline pages (/sin-conexion, /guardados), whose list is what this device keeps. Every page
 * loads the offline features (offlineFeatures.ts: the service worker, and these lists) on the visitor's
 * first move, a scroll among them (islands/loader.ts); here the list is the page, so once it has loaded and
 * the browser is idle, this says the page has moved. Dispatching the loader's own signal, not importing the
 * module here: a second importer would split the bundler's preload helper into a file every page loads
 * before interaction (docs/design.md §6).
 */
addEventListener('load', () =>
  (self.requestIdleCallback ?? setTimeout)(() => dispatchEvent(new Event('scroll'))),
);
