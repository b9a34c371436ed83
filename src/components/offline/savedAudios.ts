import { AUDIO_CACHE, SAVED_PAGE_HEADER, SAVED_TITLE_HEADER } from '#core/offline/offlineCaches.ts';
import { offlineMessages } from '../../lib/messages/offlineMessages.ts';
import { formatMegabytes } from '../../lib/offline/savedAudio.ts';

interface SavedAudio {
  url: string;
  title: string;
  page: string;
  bytes: number;
}

async function savedAudios(cache: Cache): Promise<SavedAudio[]> {
  const requests = [...(await cache.keys())].reverse();
  const saved = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      if (!response) return null;
      const title = decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? '');
      const page = response.headers.get(SAVED_PAGE_HEADER) ?? '';
      const bytes = Number(response.headers.get('content-length')) || (await response.blob()).size;
      return { url: request.url, title: title || offlineMessages.untitled, page, bytes };
    }),
  );
  return saved.filter((audio) => audio !== null);
}

/** One row: the teaching's title (a link to its page, kept offline too), its size and a delete button. */
function row(audio: SavedAudio, remove: () => void): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'card flex flex-wrap items-center justify-between gap-3 p-4';
  const text = document.createElement('p');
  const link = document.createElement('a');
  link.className = 'link font-semibold';
  link.href = audio.page.startsWith('/') ? audio.page : '/teachings/';
  link.textContent = audio.title;
  text.append(link, ` · ${formatMegabytes(audio.bytes)}`);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline';
  button.textContent = offlineMessages.delete;
  button.setAttribute('aria-label', offlineMessages.deleteLabel(audio.title));
  button.addEventListener('click', remove);
  item.append(text, button);
  return item;
}

/** Lists the audios this device keeps with the space they use, and deletes one on request. */
export async function showSavedAudios(list: HTMLElement, summary: HTMLElement): Promise<void> {
  if (!('caches' in self)) {
    summary.textContent = offlineMessages.unsupported;
    return;
  }
  const cache = await caches.open(AUDIO_CACHE);
  const render = async (notice?: string) => {
    const audios = await savedAudios(cache);
    const used = audios.reduce((total, audio) => total + audio.bytes, 0);
    const state =
      audios.length === 0
        ? offlineMessages.nothingSaved
        : offlineMessages.spaceUsed(formatMegabytes(used), audios.length);
    summary.textContent = notice ? `${notice} ${state}` : state;
    list.replaceChildren(
      ...audios.map((audio) =>
        row(audio, async () => {
          await cache.delete(audio.url);
          await render(offlineMessages.deleted(audio.title));
          summary.focus();
        }),
      ),
    );
  };
  summary.tabIndex = -1;
  await render();
}
