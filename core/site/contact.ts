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
  /** Framed on /contact: netlify.toml's frame-src allows Google Maps only, so only its maps are taken. */
  mapEmbedUrl: httpLink.refine((url) => url.startsWith('https://www.google.com/maps'), m.mapEmbed),
  mapTitle: requiredText(160),
  mapLinkUrl: httpLink,
});

export type Contact = z.infer<typeof contactSchema>;
