import { type LinkWindow, takeLinkToken } from '../../lib/privateLinks/takeLinkToken.ts';

/** The link's token (?token=…): out of the address bar on arrival, kept by the tab for a reload. */
export const takeUnsubscribeToken = (win: LinkWindow) =>
  takeLinkToken(win, { query: 'token' }, 'newsletterUnsubscribeToken');

/**
 * The /baja page: the token from the newsletter's link goes, on the visitor's click (never on load, so
 * link scanners unsubscribe nobody), to the same function a mail client's one-click unsubscribe calls.
 */
export const unsubscribeCopy = {
  missingToken:
    'Este enlace está incompleto. Usa el enlace «Darte de baja» de un boletín que hayas recibido.',
  sending: 'Procesando tu baja…',
  done: 'Te has dado de baja. No recibirás más boletines.',
  failed: 'No se pudo completar la baja. Revisa tu conexión e inténtalo de nuevo.',
} as const;

export function wireUnsubscribe(page: Document, win: Window = window): void {
  const root = page.querySelector<HTMLElement>('[data-unsubscribe-root]');
  const button = root?.querySelector<HTMLButtonElement>('[data-unsubscribe-button]');
  const status = root?.querySelector<HTMLElement>('[data-unsubscribe-status]');
  if (!button || !status) return;
  const token = takeUnsubscribeToken(win);
  if (!token) {
    button.hidden = true;
    status.textContent = unsubscribeCopy.missingToken;
    return;
  }
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = unsubscribeCopy.sending;
    try {
      const response = await fetch(`/.netlify/functions/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      });
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.ok) {
        button.hidden = true;
        status.textContent = unsubscribeCopy.done;
      } else {
        // The function words a bad link and a limit (429, with when to retry) in Spanish; anything else
        // is a failure worth retrying.
        const worded = (response.status === 400 || response.status === 429) && answer?.message;
        status.textContent = worded ? answer.message! : unsubscribeCopy.failed;
        button.disabled = response.status === 400;
      }
    } catch {
      status.textContent = unsubscribeCopy.failed;
      button.disabled = false;
    }
  });
}
