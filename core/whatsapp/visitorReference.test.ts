import { describe, expect, it } from 'vitest';
import { visitorReference } from './visitorReference.ts';

describe('visitorReference', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', '000000'],
    ['000f4240-0000-4000-8000-000000000000', '000000'],
    ['000f4241-1111-4111-8111-111111111111', '000001'],
    ['ffffffff-ffff-4fff-bfff-ffffffffffff', '967295'],
    ['3FA85F64-5717-4562-B3FC-2C963F66AFA6', '999076'],
  ])('visitorReference(%s) = %s', (id, reference) => {
    expect(visitorReference(id)).toBe(reference);
  });

  it('is the same for the same row and six digits for any id', () => {
    const id = crypto.randomUUID();
    expect(visitorReference(id)).toBe(visitorReference(id));
    expect(visitorReference(id)).toMatch(/^\d{6}$/);
  });

  it.each(['', '42', 'not-a-uuid-at-all-0000-000000000000'])('refuses %j', (id) => {
    expect(() => visitorReference(id)).toThrow();
  });
});
