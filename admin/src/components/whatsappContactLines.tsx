import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ReferenceKind, whatsappMessages } from '#core/messages/whatsappMessages.ts';
import { rowReference, staffReplyHref, type WhatsappContactRow } from '#core/whatsapp/staffReply.ts';

/**
 * An inbox row's lines for issue 31: the reference the visitor was shown (they quote it on WhatsApp), the
 * phone they left and, only with their consent, "Responder por WhatsApp" with a prefilled greeting.
 */
export function whatsappContactLines(kind: ReferenceKind, row: WhatsappContactRow): ReactNode[] {
  const href = staffReplyHref(kind, row);
  return [
    <span key="reference" data-reference>
      {rowReference(kind, row)}
    </span>,
    row.phone,
    href ? (
      <a
        key="whatsapp"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-navy-700 underline"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {whatsappMessages.reply}
        <span className="sr-only"> {whatsappMessages.opensInNewTab}</span>
      </a>
    ) : null,
  ];
}
