/**
 * The site header's behaviour, run once the page is parsed (Astro inlines the minified module in every page,
 * where its few hundred bytes count against each page's 5 KB JavaScript budget):
 * - the header turns opaque once the page has scrolled past 10 px (docs/spec.md §9);
 * - the phone menu opens and closes (Escape, a link, a wide screen), and is closed again when the page
 *   comes back from the browser cache;
 * - a session stored by supabase-js (admin sign-in) swaps "Iniciar Sesión" for "Dashboard" + "Cerrar Sesión".
 * Per-environment values (the session's storage key) travel in data attributes, so the script is the same
 * text on every build and the Content-Security-Policy allows it by its hash (netlify.toml).
 */
export function startSiteHeader(): void {
  const header = document.getElementById('site-header');
  const button = document.getElementById('menu-button');
  const menu = document.getElementById('mobile-menu');
  if (!header || !button || !menu) return;
  const storageKey = header.dataset.authStorageKey ?? '';

  let ticking = false;
  const paint = () => {
    header.toggleAttribute('data-scrolled', window.scrollY > 10);
    ticking = false;
  };
  const onScroll = () => {
    if (ticking) return;
    ticking = true;
    requestAnimationFrame(paint);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  paint();

  const setOpen = (open: boolean, returnFocus: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    header.toggleAttribute('data-open', open);
    if (!open && returnFocus) button.focus();
  };
  button.addEventListener('click', () => setOpen(Boolean(menu.hidden), false));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false, false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false, true);
  });
  matchMedia('(min-width: 80rem)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false, false);
  });
  window.addEventListener('pageshow', () => setOpen(false, false));

  let signedIn = false;
  try {
    signedIn = Boolean(JSON.parse(localStorage.getItem(storageKey) ?? 'null')?.access_token);
  } catch {}
  for (const element of document.querySelectorAll<HTMLElement>('[data-auth]')) {
    element.hidden = (element.dataset.auth === 'signed-in') !== signedIn;
  }
  for (const signOut of document.querySelectorAll('[data-sign-out]')) {
    signOut.addEventListener('click', () => {
      localStorage.removeItem(storageKey);
      localStorage.removeItem(`${storageKey}-user`);
      location.assign('/');
    });
  }
}
