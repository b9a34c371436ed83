/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, CacheOnly, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  AUDIO_CACHE,
  isKeptPage,
  MAX_KEPT_PAGES,
  OFFLINE_PAGE_FILE,
  PAGES_CACHE,
} from '#core/offline/offlineCaches.ts';
import { isSavableAudio } from './savedAudio.ts';

/**
 * The site's service worker (issue 31 items 2 and 3), bundled and given its precache list by
 * scripts/offline/buildServiceWorker.ts at the end of each build.
 *
 * - Precache: the offline page, the styles and fonts it needs and the app's icons, revisioned per build;
 *   a new build's worker takes over at once and drops the old copies (no visitor stuck on an old site).
 * - Pages: network first, so an online visitor always gets the published site; the copy kept from the last
 *   visit answers when the network fails (or is slower than 6 s), and a page never opened answers with the
 *   offline page.
 * - Hashed build files (/_astro/) never change under one name: cache first. Our own images: the kept copy
 *   at once, refreshed behind it.
 * - Saved audios answer from their cache, ranges included, so a saved teaching plays and seeks offline.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isKeptPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_KEPT_PAGES })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: 'recursos', plugins: [new ExpirationPlugin({ maxEntries: 150 })] }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({ cacheName: 'imagenes', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

// Only audios a visitor can save pass through the worker: any other host is left to the browser, whose
// media-src allows it (the worker's own fetches would answer to connect-src).
const savedAudio = new CacheOnly({ cacheName: AUDIO_CACHE, plugins: [new RangeRequestsPlugin()] });
const supabaseUrl = import.meta.env.PUBLIC_SUPABASE_URL ?? self.location.origin;
registerRoute(
  ({ request, url }) =>
    request.destination === 'audio' && isSavableAudio(url.href, self.location.origin, supabaseUrl),
  async (options) => {
    const saved = await caches.open(AUDIO_CACHE).then((cache) => cache.match(options.request.url));
    return saved ? savedAudio.handle(options) : fetch(options.request);
  },
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE_FILE)) ?? Response.error();
});
