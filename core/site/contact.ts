import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { httpLink, internationalPhone, listOf, optionalInternationalPhone, requiredText } from './fields.ts';

/** How to reach the ministry (admins only): every page's footer, the contact page, JSON-LD, WhatsApp. */
export const contactSchema = z.object({
  email: z.email(m.email),
  phone: internationalPhone,
  /** The number visitors write to on WhatsApp; empty hides every WhatsApp button. */
  whatsapp: optionalInternationalPhone,
  address: listOf(requiredText(120), 1, 5),
  mapEmbedUrl: httpLink,
  mapTitle: requiredText(160),
  mapLinkUrl: httpLink,
});

export type Contact = z.infer<typeof contactSchema>;
