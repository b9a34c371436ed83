import { phoneDigits } from '../site/fields.ts';

/**
 * WhatsApp's click-to-chat link (https://wa.me/<digits>?text=…): the number as digits only (no +, spaces or
 * dashes, as wa.me asks) and the prefilled message percent-encoded. Undefined when the ministry set no
 * number, so every caller hides its WhatsApp button with one check.
 */
export function whatsappLink(number: string, text = ''): string | undefined {
  const digits = phoneDigits(number);
  if (!digits) return undefined;
  const message = text.trim();
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** A share link with no number: WhatsApp lets the person pick the chat (https://wa.me/?text=…). */
export const whatsappShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text.trim())}`;
