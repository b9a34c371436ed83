/**
 * A private link's token, taken out of the address bar the moment the page reads it (issue 30 item 2): it
 * no longer sits in the visible address, the history, a bookmark, a screenshot or a shared screen. The
 * tab keeps it in sessionStorage, so a reload still works; closing the tab forgets it.
 */

/** What this needs of `window`: tests hand in a stand-in. */
export interface LinkWindow {
  location: { pathname: string; search: string; hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Where the token travels: the whole fragment (`#<token>`), a fragment field (`#acceso=<token>`), a query field. */
export type TokenPlace = { fragment: '' | `${string}=` } | { query: string };

function tokenIn(location: LinkWindow['location'], place: TokenPlace): string {
  if ('query' in place) return new URLSearchParams(location.search).get(place.query)?.trim() ?? '';
  const fragment = location.hash.replace(/^#/, '');
  if (!place.fragment) return safeDecode(fragment).trim();
  return new URLSearchParams(fragment).get(place.fragment.slice(0, -1))?.trim() ?? '';
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The address without the token: the query field dropped, or the fragment emptied. */
function withoutToken(location: LinkWindow['location'], place: TokenPlace): string {
  if (!('query' in place)) return location.pathname + location.search;
  const query = new URLSearchParams(location.search);
  query.delete(place.query);
  const search = query.size ? `?${query}` : '';
  return location.pathname + search + location.hash;
}

/**
 * The token of the link that opened this page (then removed from the address bar and, with `keep`, kept
 * for the tab under that key), or the one this tab kept before, or ''. A single-use token is not kept
 * (`keep` null): a reload could only spend it again.
 */
export function takeLinkToken(win: LinkWindow, place: TokenPlace, keep: string | null): string {
  const arrived = tokenIn(win.location, place);
  if (!arrived) return keep ? (win.sessionStorage.getItem(keep) ?? '') : '';
  win.history.replaceState(win.history.state, '', withoutToken(win.location, place));
  if (keep) win.sessionStorage.setItem(keep, arrived);
  return arrived;
}

/**
 * The token of a link that signs someone in once (donors, sign-ups, visits: `#acceso=…`), out of the address
 * bar on arrival and never kept: a reload could only spend it again.
 */
export const takeSingleUseLinkToken = (win: LinkWindow) => takeLinkToken(win, { fragment: 'acceso=' }, null);
