import { type ReferenceKind, referenceLabel, whatsappMessages } from '#core/messages/whatsappMessages.ts';
import { whatsappLink } from '#core/whatsapp/whatsappLink.ts';
import { ministryWhatsapp } from './ministryWhatsapp.ts';

/**
 * A form's success, continued (issue 31): the short reference staff find on the inbox row and, when the
 * ministry has a number, a WhatsApp link whose prefilled message quotes it.
 */
export function ContinueOnWhatsapp({ kind, reference }: { kind: ReferenceKind; reference: string }) {
  const label = referenceLabel(kind, reference);
  const href = whatsappLink(ministryWhatsapp(), whatsappMessages.aboutReference(label));
  return (
    <div className="grid gap-3 rounded-xl bg-cream-200 p-4 text-ink-900">
      <p data-reference>{whatsappMessages.yourReference(label)}</p>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline justify-self-start"
        >
          {whatsappMessages.continueOnWhatsApp}
          <span className="sr-only"> {whatsappMessages.opensInNewTab}</span>
        </a>
      )}
    </div>
  );
}
