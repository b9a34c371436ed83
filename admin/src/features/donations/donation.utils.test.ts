import { describe, expect, it } from 'vitest';
import type { Donation } from './api.ts';
import { formFromDonation, statusClasses, stripePaymentUrl, today } from './donation.utils.ts';

describe('today', () => {
  it.each([
    [new Date(2025, 0, 5, 23, 59), '2025-01-05'],
    [new Date(2025, 11, 31, 0, 0), '2025-12-31'],
  ])('%s → %s', (now, text) => {
    expect(today(now)).toBe(text);
  });
});

describe('statusClasses', () => {
  it.each([
    ['succeeded', 'sage'],
    ['pending', 'gold'],
    ['failed', 'clay'],
  ])('%s is %s', (status, colour) => {
    expect(statusClasses(status)).toContain(colour);
  });
});

describe('stripePaymentUrl', () => {
  it.each([
    ['pi_123', 'https://dashboard.stripe.com/payments/pi_123'],
    ['pi/../x', 'https://dashboard.stripe.com/payments/pi%2F..%2Fx'],
  ])('%s → %s', (id, url) => {
    expect(stripePaymentUrl(id)).toBe(url);
  });
});

describe('formFromDonation', () => {
  it('shows cents as units', () => {
    const donation = { amount: 1050, currency: 'EUR', status: 'failed' } as Donation;
    expect(formFromDonation(donation)).toMatchObject({ amount: '10.50', currency: 'EUR', status: 'failed' });
  });
});
