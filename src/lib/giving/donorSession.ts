import { takeSingleUseLinkToken } from '../privateLinks/takeLinkToken.ts';

/**
 * Where the donor page keeps its 30-minute session: this tab's sessionStorage (a reload keeps the list,
 * closing the tab forgets it), never the address bar. The magic link's own token arrives in the fragment
 * (#acceso=…) so it never reaches a server log, and the page removes it once read (lib/privateLinks).
 */
const SESSION_KEY = 'donaciones:sesion';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const savedSession = (store: SessionStore = sessionStorage) => store.getItem(SESSION_KEY);
export const saveSession = (session: string, store: SessionStore = sessionStorage) =>
  store.setItem(SESSION_KEY, session);
export const forgetSession = (store: SessionStore = sessionStorage) => store.removeItem(SESSION_KEY);

/** The magic link's token (#acceso=…), out of the address bar on arrival; single use, so never kept. */
export const takeDonorLinkToken = takeSingleUseLinkToken;
