import { MANIFEST_URL, SERVICE_WORKER_URL } from '#core/offline/offlineCaches.ts';
import { offlineMessages } from '../../lib/messages/offlineMessages.ts';
import { listKeptPages } from './keptPages.ts';
import { readySaveButton } from './saveAudio.ts';
import { showSavedAudios } from './savedAudios.ts';

/**
 * All the site's offline code in one module (issue 31 items 2 and 3), loaded on the visitor's first move
 * (islands/loader.ts) or, on the two offline pages, once idle (fillOfflineList.ts): nothing of it counts
 * before interaction (docs/design.md §6). One module on purpose: sharing a file with a page's own script
 * would make it a chunk with imports, and the trigger on every page would grow by the bundler's preload
 * helper call and file list. The service worker precaches
 * it for the offline pages (scripts/offline/buildServiceWorker.ts).
 *
 * - Links the web app manifest and registers the service worker (their addresses are in
 *   core/offline/offlineCaches.ts).
 * - Enables the "Guardar para escuchar sin conexión" buttons, rendered disabled (SaveAudioButton.astro),
 *   where saving works (service workers answer the player offline, the Cache API keeps the file) and the
 *   audio is not kept yet. Elsewhere the button says why.
 * - Fills the offline page's list of kept pages and "Mis enseñanzas guardadas", each read from this
 *   device's caches.
 */
const canSave = 'serviceWorker' in navigator && 'caches' in self;
// The manifest joins the page with the worker: linked in the <head>, the browser fetched it and an icon
// while the page's fonts and styles were still arriving. Installing needs both, and both come here.
document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: MANIFEST_URL }));
if ('serviceWorker' in navigator) navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-save-audio]')) {
  if (canSave) {
    void readySaveButton(button);
    continue;
  }
  const status = button.parentElement?.querySelector('[data-save-audio-status]');
  if (status) status.textContent = offlineMessages.unsupported;
}

const keptPages = document.querySelector<HTMLElement>('[data-kept-pages]');
if (keptPages) void listKeptPages(keptPages);
const savedAudios = document.querySelector<HTMLElement>('[data-saved-audios]');
const savedSummary = document.querySelector<HTMLElement>('[data-saved-summary]');
if (savedAudios && savedSummary) void showSavedAudios(savedAudios, savedSummary);
