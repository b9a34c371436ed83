import { describe, expect, it } from 'vitest';
import { statementsOf } from '#core/giving/statement.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { pdfPageCount, pdfText } from './pdfText.ts';
import { statementPdf } from './statementPdf.ts';

const ministry = {
  issuer: {
    legalName: 'Ministerio Ejemplo, A.C.',
    taxId: 'RFC MEJ010101AA1',
    address: ['Calle 1', 'Ciudad'],
  },
  funds: siteDefaults.giving.funds,
  timeZone: siteDefaults.identity.timeZone,
};

describe('statementPdf', () => {
  it('shows the issuer, the donor, each gift in es-ES and one total per currency, without the refund', async () => {
    const [statement] = statementsOf(
      [
        {
          donation_date: '2025-01-15',
          fund: 'general',
          amount: 2500,
          currency: 'USD',
          status: 'succeeded',
          refunded_at: null,
          donor_name: 'Íñigo Núñez',
          donor_email: 'inigo@example.org',
        },
        {
          donation_date: '2025-03-02',
          fund: 'misiones',
          amount: 1234567,
          currency: 'EUR',
          status: 'succeeded',
          refunded_at: null,
          donor_name: null,
          donor_email: 'INIGO@example.org',
        },
        {
          donation_date: '2025-04-01',
          fund: 'general',
          amount: 7777,
          currency: 'USD',
          status: 'succeeded',
          refunded_at: '2025-04-02T00:00:00Z',
          donor_name: null,
          donor_email: 'inigo@example.org',
        },
      ],
      2025,
    );
    const text = await pdfText(await statementPdf(statement!, ministry, new Date('2026-01-10T12:00:00Z')));
    for (const expected of [
      'Ministerio Ejemplo, A.C.',
      'RFC MEJ010101AA1',
      'Certificado de donaciones 2025',
      'Donante: Íñigo Núñez',
      'Correo: inigo@example.org',
      '15 de enero de 2025 General 25,00 US$',
      '2 de marzo de 2025 Misiones 12.345,67 €',
      'Total en EUR 12.345,67 €',
      'Total en USD 25,00 US$',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('77,77');
  });

  it('draws what Helvetica cannot as «?» and runs onto a second page', async () => {
    const lines = Array.from({ length: 60 }, (_, day) => ({
      donation_date: `2025-02-${String((day % 28) + 1).padStart(2, '0')}`,
      fund: 'general',
      amount: 100,
      currency: 'USD',
      status: 'succeeded',
      refunded_at: null,
      donor_name: '王小明 🙏',
      donor_email: 'wang@example.org',
    }));
    const [statement] = statementsOf(lines, 2025);
    const pdf = await statementPdf(statement!, ministry);
    expect(await pdfPageCount(pdf)).toBe(2);
    expect(await pdfText(pdf)).toContain('Total en USD 60,00 US$');
  });
});
