import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StatementGift, statementsOf } from './statement.ts';

const gift = (fields: Partial<StatementGift>): StatementGift => ({
  donation_date: '2025-03-01',
  fund: 'general',
  amount: 1000,
  currency: 'USD',
  status: 'succeeded',
  refunded_at: null,
  donor_name: null,
  donor_email: 'ana@example.org',
  ...fields,
});

describe('statementsOf', () => {
  it('merges a donor by normalised email, keeps two currencies apart and leaves refunds out', () => {
    const statements = statementsOf(
      [
        gift({
          donation_date: '2025-05-02',
          amount: 2500,
          currency: 'EUR',
          donor_email: ' Ana@Example.org ',
        }),
        gift({ donation_date: '2025-01-10', amount: 1000, donor_name: 'Ana Ruiz' }),
        gift({ donation_date: '2025-02-10', amount: 9900, refunded_at: '2025-02-11T00:00:00Z' }),
        gift({ donation_date: '2025-07-01', amount: 500, fund: 'misiones' }),
      ],
      2025,
    );
    expect(statements).toEqual([
      {
        year: 2025,
        email: 'ana@example.org',
        name: 'Ana Ruiz',
        lines: [
          { date: '2025-01-10', fund: 'general', amount: 1000, currency: 'USD' },
          { date: '2025-05-02', fund: 'general', amount: 2500, currency: 'EUR' },
          { date: '2025-07-01', fund: 'misiones', amount: 500, currency: 'USD' },
        ],
        totals: [
          { currency: 'EUR', amount: 2500 },
          { currency: 'USD', amount: 1500 },
        ],
      },
    ]);
  });

  it.each([
    ['another year', gift({ donation_date: '2024-12-31' })],
    ['a pending gift', gift({ status: 'pending' })],
    ['a failed gift', gift({ status: 'failed' })],
    ['a refunded gift', gift({ refunded_at: '2025-04-01T00:00:00Z' })],
    ['a gift without email', gift({ donor_email: null })],
  ])('leaves out %s', (_, left) => {
    expect(statementsOf([left], 2025)).toEqual([]);
  });

  it('counts every counting gift exactly once, in one donor per normalised email', () => {
    const gifts = fc.array(
      fc.record({
        donation_date: fc.constantFrom('2025-01-01', '2025-06-30', '2024-12-31'),
        fund: fc.constantFrom('general', 'misiones'),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
        currency: fc.constantFrom('USD', 'EUR', 'MXN'),
        status: fc.constantFrom('succeeded', 'pending'),
        refunded_at: fc.constantFrom(null, '2025-01-02T00:00:00Z'),
        donor_name: fc.constantFrom(null, 'Ana'),
        donor_email: fc.constantFrom('a@x.org', ' A@X.org', 'b@x.org', null),
      }),
    );
    fc.assert(
      fc.property(gifts, (list) => {
        const statements = statementsOf(list, 2025);
        const counted = list.filter(
          (g) =>
            g.status === 'succeeded' && !g.refunded_at && g.donor_email && g.donation_date.startsWith('2025'),
        );
        expect(statements.flatMap((s) => s.lines)).toHaveLength(counted.length);
        expect(new Set(statements.map((s) => s.email)).size).toBe(statements.length);
        const total = (currency: string) =>
          statements
            .flatMap((s) => s.totals)
            .filter((t) => t.currency === currency)
            .reduce((sum, t) => sum + t.amount, 0);
        for (const currency of ['USD', 'EUR', 'MXN'])
          expect(total(currency)).toBe(
            counted.filter((g) => g.currency === currency).reduce((s, g) => s + g.amount, 0),
          );
      }),
    );
  });
});
