/**
 * Where the donor page keeps its 30-minute session: this tab's sessionStorage (a reload keeps the list,
 * closing the tab forgets it), never the address bar. The magic link's own token arrives in the fragment
 * (#acceso=…) so it never reaches a server log, and the page removes it once read.
 */
const SESSION_KEY = 'donaciones:sesion';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const savedSession = (store: SessionStore = sessionStorage) => store.getItem(SESSION_KEY);
export const saveSession = (session: string, store: SessionStore = sessionStorage) =>
  store.setItem(SESSION_KEY, session);
export const forgetSession = (store: SessionStore = sessionStorage) => store.removeItem(SESSION_KEY);

/** The link's token from a fragment such as `#acceso=TOKEN`, or '' when the fragment carries none. */
export function linkTokenFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('acceso');
  return value?.trim() ?? '';
}
