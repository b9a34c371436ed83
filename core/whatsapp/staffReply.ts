import { type ReferenceKind, referenceLabel, whatsappMessages } from '../messages/whatsappMessages.ts';
import { visitorReference } from './visitorReference.ts';
import { whatsappLink } from './whatsappLink.ts';

/** What an inbox row needs to be answered on WhatsApp (contact_inquiries, prayer_requests, job_applications). */
export interface WhatsappContactRow {
  id: string;
  name: string;
  phone: string | null;
  whatsapp_consent: boolean;
}

/** "Petición #482193": the reference the visitor was shown, on the staff's row. */
export const rowReference = (kind: ReferenceKind, row: Pick<WhatsappContactRow, 'id'>) =>
  referenceLabel(kind, visitorReference(row.id));

/**
 * The staff's "Responder por WhatsApp" link, with a greeting that names the person and the reference; only
 * when the person gave a phone and ticked the consent box (a phone alone is never a licence to write).
 */
export function staffReplyHref(kind: ReferenceKind, row: WhatsappContactRow): string | undefined {
  if (!row.whatsapp_consent || !row.phone) return undefined;
  return whatsappLink(row.phone, whatsappMessages.greeting(row.name, rowReference(kind, row)));
}
