import { MIN_QUERY_LENGTH } from '#core/content/searchQuery.ts';
import { libraryMessages } from '../messages/libraryMessages.ts';
import { latestOnly } from './latestOnly.ts';

import { excerptParts, type PagefindResultData, subResultsBeyondPage } from './searchResults.ts';

const searchMessages = libraryMessages.search;

/** Just the part of pagefind.js /buscar uses. */
interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

/**
 * Results shown per step, as Pagefind's own interface does: each shown result fetches its fragment, ~10 ms
 * apiece on a phone-speed CPU (bench:search), so the first five arrive sooner than eight would.
 */
const PAGE = 5;
const INDEX = '/pagefind/pagefind.js';
const tooShort = (query: string) => [...query].length < MIN_QUERY_LENGTH;

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind (its script, WebAssembly and index) loads on the first search, never with the page. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ INDEX) as Promise<Pagefind>).then(async (module) => {
    // noWorker: Pagefind's worker hands every result (10,000 for a common word on a big blog) to the page
    // with a FinalizationRegistry entry that, once collected, messages the worker back one by one; a
    // Chromium trace of bench:search showed that traffic taking ~30× the search itself. On the page's own
    // thread the same search costs only the WebAssembly time.
    await module.options({ excerptLength: 24, noWorker: true });
    return module;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

function resultItem(doc: Document, result: PagefindResultData): HTMLLIElement {
  const item = doc.createElement('li');
  item.className = 'card p-5';
  if (result.meta.tipo) {
    const kind = doc.createElement('p');
    kind.className = 'text-sm font-semibold text-gold-700';
    kind.textContent = result.meta.tipo;
    item.append(kind);
  }
  const heading = doc.createElement('h2');
  heading.className = 'mt-1 text-xl font-semibold';
  const link = doc.createElement('a');
  link.href = result.url;
  link.className = 'hover:text-navy-800';
  link.textContent = result.meta.title ?? result.url;
  heading.append(link);
  const excerpt = doc.createElement('p');
  excerpt.className = 'mt-2 text-ink-600';
  for (const part of excerptParts(result.excerpt)) {
    if (!part.marked) excerpt.append(part.text);
    else {
      const mark = doc.createElement('mark');
      mark.className = 'rounded bg-gold-100 px-0.5 text-ink-900';
      mark.textContent = part.text;
      excerpt.append(mark);
    }
  }
  item.append(heading, excerpt);
  const subs = subResultsBeyondPage(result);
  if (subs.length > 0) {
    const list = doc.createElement('ul');
    list.className = 'mt-3 flex flex-wrap gap-x-4 gap-y-1';
    for (const sub of subs) {
      const entry = doc.createElement('li');
      const subLink = doc.createElement('a');
      subLink.href = sub.url;
      subLink.className = 'link text-sm';
      subLink.textContent = sub.title;
      entry.append(subLink);
      list.append(entry);
    }
    item.append(list);
  }
  return item;
}

/** What one search found: its count, the first page of results loaded, the rest still to load. */
interface Found {
  count: number;
  shown: PagefindResultData[];
  rest: PagefindResult[];
}

/** Wires /buscar: searches as the visitor types (and for ?q= when arriving from the header box). */
export function runSearchPage(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = doc.querySelector<HTMLElement>('[data-search-status]')!;
  const list = doc.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = doc.querySelector<HTMLButtonElement>('[data-search-more]')!;
  let pending: PagefindResult[] = [];

  const showMore = async () => {
    const next = pending.slice(0, PAGE);
    pending = pending.slice(PAGE);
    const data = await Promise.all(next.map((result) => result.data()));
    list.append(...data.map((result) => resultItem(doc, result)));
    more.hidden = pending.length === 0;
  };

  // Only the first page of results is loaded (a fragment each); «Mostrar más resultados» loads the next.
  const find = async (query: string, superseded: () => boolean): Promise<Found | undefined> => {
    if (!query || tooShort(query)) return undefined;
    const { results } = await (await loadPagefind()).search(query);
    if (superseded()) return undefined;
    const shown = await Promise.all(results.slice(0, PAGE).map((result) => result.data()));
    return { count: results.length, shown, rest: results.slice(PAGE) };
  };

  // The status always tells the query whose results are on the page.
  const show = (query: string, found: Found | undefined) => {
    list.replaceChildren(...(found?.shown ?? []).map((result) => resultItem(doc, result)));
    pending = found?.rest ?? [];
    more.hidden = pending.length === 0;
    if (!found) status.textContent = query ? searchMessages.tooShort : '';
    else
      status.textContent =
        found.count === 0 ? searchMessages.none(query) : searchMessages.results(found.count, query);
    if (query) doc.documentElement.dataset.searchDone = query;
  };

  const searchFor = latestOnly(find, show, () => {
    status.textContent = searchMessages.failed;
  });

  const search = () => {
    const query = input.value.trim();
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    if (query) status.textContent = tooShort(query) ? searchMessages.tooShort : searchMessages.searching;
    // A first letter does not search but fetches Pagefind, so it is ready (or nearly) for the second.
    if (query && tooShort(query)) loadPagefind().catch(() => undefined);
    searchFor(query);
  };

  input.addEventListener('input', search);
  more.addEventListener(
    'click',
    () => void showMore().catch(() => (status.textContent = searchMessages.failed)),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    search();
  });
  // Loaded by the first keystroke or submit (or ?q= from the header's box): answer it now.
  const initial = new URLSearchParams(location.search).get('q');
  if (initial && !input.value.trim()) input.value = initial;
  if (input.value.trim()) search();
}
