import { PAGES_CACHE } from '#core/offline/offlineCaches.ts';
import { offlineMessages } from '../../lib/messages/offlineMessages.ts';

/** A kept page's title without the ministry's name the layout appends (" | Palabra Viva"). */
export function shortTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  const decoded = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent ?? '';
  return decoded.replace(/\s+\|[^|]*$/, '').trim();
}

/**
 * Lists on the offline page (/sin-conexion) the pages this device keeps, newest first, each a link that
 * works offline. The titles are read from the kept copies themselves.
 */
export async function listKeptPages(list: HTMLElement): Promise<void> {
  const cache = 'caches' in self ? await caches.open(PAGES_CACHE) : null;
  const requests = cache ? [...(await cache.keys())].reverse() : [];
  const items = await Promise.all(
    requests.map(async (request) => {
      const html = (await (await cache!.match(request))?.text()) ?? '';
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = new URL(request.url).pathname;
      link.textContent = shortTitle(html) || offlineMessages.untitled;
      item.append(link);
      return item;
    }),
  );
  if (items.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = offlineMessages.nothingKept;
    list.replaceWith(empty);
    return;
  }
  list.replaceChildren(...items);
}
