import { libraryMessages } from '../messages/libraryMessages.ts';

const copy = libraryMessages.feeds;

/** "Copiar enlace RSS": copies the feed address to the clipboard and says so (loaded on the first click). */
export async function copyFeed(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector('[data-copy-label]')!;
  const status = button.closest('section')?.querySelector('[data-copy-status]');
  try {
    await navigator.clipboard.writeText(button.dataset.copyFeed ?? '');
    label.textContent = copy.copied;
    if (status) status.textContent = copy.copiedStatus;
  } catch {
    label.textContent = copy.failed;
    if (status) status.textContent = copy.failedStatus;
  }
}
