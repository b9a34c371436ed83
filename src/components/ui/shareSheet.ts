/**
 * Turns the share links of a page (ShareOnWhatsapp.astro: `data-share-url`) into the phone's own share sheet
 * where the browser has one. A cancelled sheet does nothing; a refused one falls back to the WhatsApp link.
 */
export function offerShareSheet(root: Document): void {
  const { navigator } = root.defaultView ?? window;
  if (typeof navigator.share !== 'function') return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-share-url]')) {
    const label = link.querySelector('[data-share-text]');
    if (label) label.textContent = link.dataset.shareLabel ?? '';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      navigator.share({ title: link.dataset.shareTitle, url: link.dataset.shareUrl }).catch((error) => {
        if ((error as DOMException).name !== 'AbortError') window.open(link.href, '_blank', 'noopener');
      });
    });
  }
}
