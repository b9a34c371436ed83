import { describe, expect, it } from 'vitest';
import { donationTotals, monthStart } from './dashboard.utils.ts';

describe('monthStart', () => {
  it.each([
    [new Date(2025, 5, 7, 12), '2025-06-01'],
    [new Date(2025, 0, 31), '2025-01-01'],
    [new Date(2025, 11, 1), '2025-12-01'],
  ])('%s → %s', (now, start) => {
    expect(monthStart(now)).toBe(start);
  });
});

describe('donationTotals', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  it.each([
    [[], '0,00 US$'],
    [
      [
        { amount: 1500, currency: 'USD' },
        { amount: 500, currency: 'USD' },
      ],
      '20,00 US$',
    ],
    [
      [
        { amount: 1500, currency: 'USD' },
        { amount: 2000, currency: 'EUR' },
      ],
      '15,00 US$ · 20,00 €',
    ],
  ])('%j → %s', (rows, text) => {
    expect(plain(donationTotals(rows))).toBe(text);
  });
});
