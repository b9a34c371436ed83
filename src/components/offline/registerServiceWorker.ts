/**
 * The only offline code a page runs before the visitor does anything (issue 31 item 2; docs/design.md §6:
 * 5 KB before interaction): once the page has loaded and the browser is idle, it imports
 * offlineFeatures.ts, which registers the service worker, readies the save buttons and fills the offline
 * pages' lists. Nothing of that competes with the page for the network or the main thread.
 */
addEventListener('load', () =>
  (self.requestIdleCallback ?? setTimeout)(() => import('./offlineFeatures.ts')),
);
