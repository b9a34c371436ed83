import { describe, expect, it } from 'vitest';
import { qrMessages } from '../../lib/messages/qrMessages.ts';
import { qrAddress, qrFileName } from './qrTargets.ts';

const siteOrigin = 'https://ministerio.example.org';
const given = { siteOrigin, whatsapp: '+34 600 123 456', page: '' };

describe('qrAddress', () => {
  it('opens the home page, or the WhatsApp chat with the ministry’s number as digits', () => {
    expect(qrAddress('site', given)).toEqual({ ok: true, url: 'https://ministerio.example.org/' });
    expect(qrAddress('whatsapp', given)).toEqual({ ok: true, url: 'https://wa.me/34600123456' });
  });

  it('refuses the WhatsApp code while the ministry has no number', () => {
    expect(qrAddress('whatsapp', { ...given, whatsapp: '' })).toEqual({
      ok: false,
      problem: qrMessages.noWhatsapp,
    });
  });

  it('takes a page as a path or a full address of the site, with its query', () => {
    expect(qrAddress('page', { ...given, page: ' /eventos/retiro ' })).toEqual({
      ok: true,
      url: 'https://ministerio.example.org/eventos/retiro',
    });
    expect(qrAddress('page', { ...given, page: `${siteOrigin}/buscar?q=fe` })).toEqual({
      ok: true,
      url: 'https://ministerio.example.org/buscar?q=fe',
    });
  });

  it('refuses an empty page and an address of another site', () => {
    expect(qrAddress('page', given)).toEqual({ ok: false, problem: qrMessages.pageMissing });
    for (const page of [
      'https://otro.example.com/eventos',
      '//otro.example.com/x',
      'http://ministerio.example.org/',
    ])
      expect(qrAddress('page', { ...given, page })).toEqual({
        ok: false,
        problem: qrMessages.pageOutside(siteOrigin),
      });
  });
});

describe('qrFileName', () => {
  it('names the file after the page, the chat or the site', () => {
    expect(qrFileName('page', 'https://m.example.org/eventos/Retiro-2027', 'svg')).toBe(
      'qr-eventos-retiro-2027.svg',
    );
    expect(qrFileName('site', 'https://m.example.org/', 'pdf')).toBe('qr-sitio.pdf');
    expect(qrFileName('whatsapp', 'https://wa.me/34600123456', 'pdf')).toBe('qr-whatsapp.pdf');
  });
});
