/** "Copiar enlace RSS": copies the feed address to the clipboard and says so (loaded on the first click). */
export async function copyFeed(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector('[data-copy-label]')!;
  const status = button.closest('section')?.querySelector('[data-copy-status]');
  try {
    await navigator.clipboard.writeText(button.dataset.copyFeed ?? '');
    label.textContent = '¡Enlace copiado!';
    if (status) status.textContent = 'Enlace RSS copiado al portapapeles.';
  } catch {
    label.textContent = 'No se pudo copiar';
    if (status) status.textContent = 'No se pudo copiar el enlace: usa el enlace RSS.';
  }
}
