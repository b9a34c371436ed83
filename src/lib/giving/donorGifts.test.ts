import { describe, expect, it } from 'vitest';
import type { DonorGift } from './donorAccessApi.ts';
import { giftRow, statementYearsNewestFirst } from './donorGifts.ts';

const gift = (overrides: Partial<DonorGift>): DonorGift => ({
  id: 'a1',
  donation_date: '2030-01-01',
  fund: 'general',
  fund_name: 'General',
  amount: 2500,
  currency: 'USD',
  status: 'succeeded',
  refunded_at: null,
  recurring: false,
  ...overrides,
});

describe('giftRow', () => {
  it.each([
    [
      gift({}),
      { date: '1 de enero de 2030', fund: 'General', amount: '25,00\u00a0US$', state: 'Completada' },
    ],
    [gift({ currency: 'eur', amount: 123456 }), { amount: '1234,56\u00a0€' }],
    [gift({ fund_name: 'Misiones', status: 'pending' }), { fund: 'Misiones', state: 'Pendiente' }],
    [gift({ status: 'failed' }), { state: 'Fallida', refunded: false }],
    [gift({ refunded_at: '2030-01-05T10:00:00Z' }), { state: 'Reembolsada', refunded: true }],
    [
      gift({ donation_date: '2030-12-31', recurring: true }),
      { date: '31 de diciembre de 2030', monthly: true },
    ],
  ])('%o reads as %o', (input, expected) => {
    expect(giftRow(input)).toMatchObject(expected);
  });
});

describe('statementYearsNewestFirst', () => {
  it.each([
    [[], []],
    [
      [2029, 2031, 2030, 2031],
      [2031, 2030, 2029],
    ],
  ])('%o → %o', (years, expected) => {
    expect(statementYearsNewestFirst(years)).toEqual(expected);
  });
});
