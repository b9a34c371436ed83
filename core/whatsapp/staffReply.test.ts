import { describe, expect, it } from 'vitest';
import { rowReference, staffReplyHref } from './staffReply.ts';

const id = '000f4241-1111-4111-8111-111111111111';
const row = { id, name: 'Ana', phone: '+5215512345678', whatsapp_consent: true };

describe('staffReplyHref', () => {
  it.each([
    [
      'consent and phone',
      row,
      `https://wa.me/5215512345678?text=${encodeURIComponent('Hola, Ana. Te escribimos del ministerio por tu petición #000001.')}`,
    ],
    ['a phone without consent', { ...row, whatsapp_consent: false }, undefined],
    ['no phone', { ...row, phone: null, whatsapp_consent: false }, undefined],
  ])('%s → %s', (_case, withRow, href) => {
    expect(staffReplyHref('prayer', withRow)).toBe(href);
  });

  it.each([
    ['inquiry', 'Mensaje #000001'],
    ['application', 'Postulación #000001'],
  ] as const)('rowReference(%s) = %s', (kind, label) => {
    expect(rowReference(kind, row)).toBe(label);
  });
});
