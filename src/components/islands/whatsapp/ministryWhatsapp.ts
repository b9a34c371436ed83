/**
 * The ministry's WhatsApp number: the contact area's, written by the layout on <html data-whatsapp> so the
 * islands get it without the site content. '' when the ministry set none, which hides every hand-off.
 */
export const ministryWhatsapp = (): string => document.documentElement.dataset.whatsapp ?? '';
