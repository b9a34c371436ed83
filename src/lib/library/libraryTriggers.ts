/**
 * What the library pages do in the browser, wired from the site's one loader (components/islands/loader.ts)
 * instead of a script per page: every extra script file is another request before interaction, and the
 * budget is 5 KB. The copy and search code load on first use.
 */
export function wireLibrary(doc: Document): void {
  // The copy button needs the clipboard API; without it (or without JavaScript) the RSS link stays.
  for (const button of doc.querySelectorAll<HTMLElement>('[data-copy-feed]'))
    button.hidden = !navigator.clipboard;

  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A time of a transcript moves the page's player there (its href, the file at that time, is the
    // fallback without JavaScript).
    const time = target?.closest<HTMLElement>('[data-seek]');
    const player = doc.querySelector<HTMLMediaElement>('[data-player]');
    if (time && player) {
      event.preventDefault();
      player.currentTime = Number(time.dataset.seek);
      player.play().catch(() => {});
      player.scrollIntoView({ block: 'nearest' });
      return;
    }
    const copy = target?.closest<HTMLButtonElement>('[data-copy-feed]');
    if (copy) void import('./copyFeedLinks.ts').then((module) => module.copyFeed(copy));
  });

  // /buscar: the search code (and later Pagefind) loads when the visitor starts a search.
  const form = doc.querySelector<HTMLFormElement>('[data-search-form]');
  if (!form) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('./searchPage.ts')
      .then((module) => module.runSearchPage(doc))
      .catch(() => {
        started = false;
        const status = doc.querySelector<HTMLElement>('[data-search-status]');
        if (status) status.textContent = form.dataset.failedMessage ?? '';
      });
  };
  form.addEventListener('input', start);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    start();
  });
  if (new URLSearchParams(location.search).get('q')) start();
}
