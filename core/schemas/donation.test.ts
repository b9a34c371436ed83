import { describe, expect, it } from 'vitest';
import { donationFormSchema } from './donation.ts';

const valid = {
  amount: '15',
  currency: 'usd',
  donation_date: '2025-06-07',
  status: 'succeeded' as const,
  fund: 'misiones',
  donor_name: ' Ana ',
  donor_email: '',
  stripe_payment_intent_id: '',
  notes: '',
};

describe('donationFormSchema', () => {
  it('stores cents and upper-cases the currency', () => {
    expect(donationFormSchema.parse(valid)).toMatchObject({
      amount: 1500,
      currency: 'USD',
      donor_name: 'Ana',
      donor_email: null,
      stripe_payment_intent_id: null,
    });
  });

  it.each([
    ['10,5', 1050],
    ['0.015', 2],
    ['19.999', 2000],
  ])('amount %s → %d cents', (amount, cents) => {
    expect(donationFormSchema.parse({ ...valid, amount }).amount).toBe(cents);
  });

  it.each([
    [{ amount: '0' }, 'El monto debe ser un número positivo.'],
    [{ amount: '-3' }, 'El monto debe ser un número positivo.'],
    [{ amount: 'abc' }, 'El monto debe ser un número positivo.'],
    [{ amount: '0.001' }, 'El monto debe ser un número positivo.'],
    [{ currency: ' ' }, 'La moneda es obligatoria.'],
    [{ fund: '' }, 'Elige el fondo de la donación.'],
    [{ currency: 'EURO' }, 'La moneda es obligatoria.'],
    [{ donation_date: '' }, 'La fecha de donación es obligatoria.'],
    [{ donor_email: 'no-es-email' }, 'Introduce un email válido.'],
  ])('rejects %j with %s', (change, message) => {
    const result = donationFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
