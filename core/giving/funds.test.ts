import { describe, expect, it } from 'vitest';
import { type Fund, fundName, fundOfCheckout } from './funds.ts';

const funds: Fund[] = [
  { id: 'general', name: 'General', stripeBuyButtonId: 'buy_btn_g' },
  { id: 'misiones', name: 'Misiones', stripeBuyButtonId: 'buy_btn_m', stripePaymentLinkId: 'plink_m' },
];

describe('fundOfCheckout', () => {
  it.each([
    [{ metadata: { fund: 'misiones' } }, 'misiones'],
    [{ metadata: { fund: ' Misiones ' } }, 'misiones'],
    [{ metadata: { fund: 'desconocido' } }, 'general'],
    [{ metadata: {}, payment_link: 'plink_m' }, 'misiones'],
    [{ payment_link: { id: 'plink_m' } }, 'misiones'],
    [{ payment_link: 'plink_otro' }, 'general'],
    [{ metadata: null, payment_link: null }, 'general'],
  ])('%j → %s', (checkout, fund) => {
    expect(fundOfCheckout(checkout, funds)).toBe(fund);
  });
});

describe('fundName', () => {
  it.each([
    ['misiones', 'Misiones'],
    ['antiguo', 'antiguo'],
  ])('%s → %s', (id, name) => {
    expect(fundName(id, funds)).toBe(name);
  });
});
