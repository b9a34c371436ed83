import { DEFAULT_SUPABASE_URL } from '#core/authStorageKey.ts';
import { externalReferrer, visitorOptedOut } from './visitRules.ts';

/**
 * The visit beacon (issue 20): once the page has loaded, one request reports the view — path, the
 * referring site, the screen's width for the device class and, on a teaching's own page, which teaching
 * (`data-visit-page`). A click on what opens a teaching's audio, video or file elsewhere — a link, the
 * video player's play button (`data-visit-open`) — reports that too. No cookie, no storage, nothing about the visitor; nothing at all
 * with Do Not Track or Global Privacy Control. It rides in the loader's bundle (no extra request) and
 * calls the database functions with the public key, as the islands' forms do.
 */
const key = import.meta.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY;
const api = `${import.meta.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL}/rest/v1/rpc/record_`;

/** Calls public.record_page_view or record_teaching_open. The apikey header alone makes the call anon. */
function send(name: 'page_view' | 'teaching_open', args: object): void {
  // Nothing to retry or show: a lost view only makes a figure one smaller.
  fetch(api + name, {
    method: 'POST',
    headers: { apikey: key!, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  }).catch(() => {});
}

if (key && !visitorOptedOut(navigator as Navigator & { globalPrivacyControl?: boolean })) {
  const view = () =>
    send('page_view', {
      path: location.pathname,
      referrer: externalReferrer(document.referrer, location.origin),
      screen_width: screen.width,
      // Left out on other pages (JSON drops undefined): the function's default is null.
      teaching: document.querySelector('[data-visit-page]')?.getAttribute('data-visit-page'),
    });
  // Reported once the page has loaded and the browser is idle, so on a weak connection the report (a new
  // connection to the API) does not compete with the page's first images (Lighthouse's LCP counted it).
  // Module scripts run before the load event, so the listener is always in time. Without
  // requestIdleCallback (Safari) it goes right after the load, as it used to. Written short: every page
  // counts these bytes against its 5 KB of script. (A page shown again from the back-forward cache is not
  // counted twice: it was not loaded again.)
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(view));

  const open = (event: MouseEvent) => {
    const opener = (event.target as Element).closest?.('[data-visit-open]');
    // A click (button 0) or a middle click (auxclick, 1); a right click (2) opens nothing.
    if (opener && event.button < 2) {
      send('teaching_open', { teaching: opener.getAttribute('data-visit-open'), path: location.pathname });
    }
  };
  document.addEventListener('click', open);
  document.addEventListener('auxclick', open);
}
