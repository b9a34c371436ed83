import { whatsappLink } from '../whatsapp/whatsappLink.ts';
import { phoneDigits } from './fields.ts';

/** tel: link of an international number (+52 55 1234 5678 → tel:+525512345678). */
export const telHref = (phone: string) => `tel:+${phoneDigits(phone)}`;

/** WhatsApp's click-to-chat link (https://wa.me/<digits>); undefined when the ministry set no number. */
export const whatsappHref = (number: string) => whatsappLink(number);
