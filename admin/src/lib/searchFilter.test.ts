import { describe, expect, it } from 'vitest';
import { ilikeAny } from './searchFilter.ts';

describe('ilikeAny', () => {
  it.each([
    [['title', 'slug'], 'fe', 'title.ilike.%fe%,slug.ilike.%fe%'],
    [['title'], '  ', undefined],
    [['title'], 'a,b(c)', 'title.ilike.%a b c%'],
    [['title'], '100%', 'title.ilike.%100%'],
    [['title'], '*', undefined],
    [['stripe_payment_intent_id'], 'pi_123', 'stripe_payment_intent_id.ilike.%pi_123%'],
  ])('%j with %j → %j', (columns, term, filter) => {
    expect(ilikeAny(columns, term)).toBe(filter);
  });
});
