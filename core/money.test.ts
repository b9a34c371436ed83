import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    [15, 1500],
    [10.5, 1050],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [0.01, 1],
  ])('%d becomes %d cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

describe('formatCents', () => {
  const nbsp = /\u00a0/g;
  it.each([
    [150000, 'USD', '1500,00 US$'],
    [1234567, 'EUR', '12.345,67 €'],
    [50, 'USD', '0,50 US$'],
    [100, 'XX', '1,00 US$'],
  ])('%d cents in %s read %s', (cents, currency, text) => {
    expect(formatCents(cents, currency).replace(nbsp, ' ')).toBe(text);
  });
});
