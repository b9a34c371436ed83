import { referenceLabel, whatsappMessages } from '#core/messages/whatsappMessages.ts';
import { whatsappLink } from '#core/whatsapp/whatsappLink.ts';
import { ministryWhatsapp } from './ministryWhatsapp.ts';

/**
 * ContinueOnWhatsapp.tsx for the static contact form, without React: the message's reference and, when the
 * ministry has a number, a WhatsApp link whose prefilled message quotes it, put in `place` (a polite live
 * region, so the reference is read out after the toast).
 */
export function showContinueOnWhatsapp(place: HTMLElement, reference: string): void {
  const label = referenceLabel('inquiry', reference);
  const box = document.createElement('div');
  box.className = 'grid gap-3 rounded-xl bg-cream-200 p-4 text-ink-900';
  const line = document.createElement('p');
  line.dataset.reference = '';
  line.textContent = whatsappMessages.yourReference(label);
  box.append(line);
  const href = whatsappLink(ministryWhatsapp(), whatsappMessages.aboutReference(label));
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.className = 'btn btn-outline justify-self-start';
    link.textContent = whatsappMessages.continueOnWhatsApp;
    const note = document.createElement('span');
    note.className = 'sr-only';
    note.textContent = ` ${whatsappMessages.opensInNewTab}`;
    link.append(note);
    box.append(link);
  }
  place.replaceChildren(box);
}
