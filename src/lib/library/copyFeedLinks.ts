/**
 * "Copiar enlace RSS": copies a feed address to the clipboard and says so. The button stays hidden where
 * the clipboard API is missing (or without JavaScript); the RSS link beside it works everywhere.
 */
export function wireCopyFeedLinks(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-copy-feed]')) {
    if (!navigator.clipboard) continue;
    button.hidden = false;
    const label = button.querySelector('[data-copy-label]')!;
    const status = button.closest('section')?.querySelector('[data-copy-status]');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copyFeed ?? '');
        label.textContent = '¡Enlace copiado!';
        if (status) status.textContent = 'Enlace RSS copiado al portapapeles.';
      } catch {
        label.textContent = 'No se pudo copiar';
        if (status) status.textContent = 'No se pudo copiar el enlace: usa el enlace RSS.';
      }
    });
  }
}
