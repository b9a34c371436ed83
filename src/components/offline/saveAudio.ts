import { AUDIO_CACHE, SAVED_PAGE_HEADER, SAVED_TITLE_HEADER } from '#core/offline/offlineCaches.ts';
import { offlineMessages } from '../../lib/messages/offlineMessages.ts';
import { formatMegabytes } from '../../lib/offline/savedAudio.ts';

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

const statusOf = (button: HTMLButtonElement) =>
  button.parentElement?.querySelector<HTMLElement>('[data-save-audio-status]');

/** The button of an audio this device keeps: nothing more to download, and where to find it. */
function showSaved(button: HTMLButtonElement): void {
  const status = statusOf(button);
  button.disabled = true;
  if (!status) return;
  const link = document.createElement('a');
  link.href = '/guardados/';
  link.className = 'link ml-1';
  link.textContent = offlineMessages.savedListLink;
  status.replaceChildren(offlineMessages.saved, ' ', link);
}

/**
 * Readies a save button (rendered disabled): enabled, unless this device already keeps the audio, where a
 * second download would only spend the visitor's data.
 */
export async function readySaveButton(button: HTMLButtonElement): Promise<void> {
  const kept = await caches.open(AUDIO_CACHE).then((cache) => cache.match(button.dataset.saveAudio!));
  if (kept) return showSaved(button);
  button.disabled = false;
  button.addEventListener('click', () => void saveAudio(button));
}

/**
 * Keeps an audio teaching on the device (issue 31 item 3): the whole file goes into the Cache API, with the
 * teaching's title and page, and the service worker answers the player from there, ranges included, so it
 * plays and seeks offline. A full device or a refused quota is said plainly. Called only where the browser has
 * the Cache API and service workers (offlineFeatures.ts).
 */
export async function saveAudio(button: HTMLButtonElement): Promise<void> {
  const status = statusOf(button);
  const url = button.dataset.saveAudio!;
  const size = formatMegabytes(Number(button.dataset.audioBytes));
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  button.disabled = true;
  say(offlineMessages.saving);
  try {
    const estimate = await navigator.storage?.estimate?.();
    const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity;
    if (free < Number(button.dataset.audioBytes)) throw new DOMException('', 'QuotaExceededError');
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.blob();
    const headers = new Headers({
      'content-type': response.headers.get('content-type') ?? 'audio/mpeg',
      'content-length': String(body.size),
      [SAVED_TITLE_HEADER]: encodeURIComponent(button.dataset.audioTitle ?? ''),
      [SAVED_PAGE_HEADER]: location.pathname,
    });
    await (await caches.open(AUDIO_CACHE)).put(url, new Response(body, { headers }));
    // Asks the browser not to clear the saved audios when it runs short of space (it may still refuse).
    void navigator.storage?.persist?.();
    showSaved(button);
  } catch (error) {
    button.disabled = false;
    say(isQuotaError(error) ? offlineMessages.noSpace(size) : offlineMessages.saveFailed);
  }
}
