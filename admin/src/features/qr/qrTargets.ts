import { whatsappLink } from '#core/whatsapp/whatsappLink.ts';
import { qrMessages } from '../../lib/messages/qrMessages.ts';

/** What a printed code opens: the site's home, the ministry's WhatsApp chat, or one page of the site. */
export type QrTarget = 'site' | 'whatsapp' | 'page';

export type QrAddress = { ok: true; url: string } | { ok: false; problem: string };

/**
 * The address a code encodes. A page is typed as a path ("/eventos/retiro") or a full address on the site's
 * own origin: a code on a poster of the ministry never sends people to another site by a typing slip.
 */
export function qrAddress(
  target: QrTarget,
  { siteOrigin, whatsapp, page }: { siteOrigin: string; whatsapp: string; page: string },
): QrAddress {
  if (target === 'site') return { ok: true, url: `${siteOrigin}/` };
  if (target === 'whatsapp') {
    const url = whatsappLink(whatsapp);
    return url ? { ok: true, url } : { ok: false, problem: qrMessages.noWhatsapp };
  }
  const typed = page.trim();
  if (!typed) return { ok: false, problem: qrMessages.pageMissing };
  let url: URL;
  try {
    url = new URL(typed, `${siteOrigin}/`);
  } catch {
    return { ok: false, problem: qrMessages.pageOutside(siteOrigin) };
  }
  if (url.origin !== siteOrigin) return { ok: false, problem: qrMessages.pageOutside(siteOrigin) };
  return { ok: true, url: url.href };
}

/** A file name from the address: "qr-eventos-retiro.svg", "qr-whatsapp.pdf", "qr-sitio.svg". */
export function qrFileName(target: QrTarget, url: string, extension: 'svg' | 'pdf'): string {
  if (target === 'whatsapp') return `qr-whatsapp.${extension}`;
  const path = new URL(url).pathname
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `qr-${path || 'sitio'}.${extension}`;
}
