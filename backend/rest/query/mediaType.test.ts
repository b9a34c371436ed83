import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './mediaType.ts';

describe('negotiateFormat', () => {
  it.each([
    [undefined, { kind: 'json', stripNulls: false }],
    ['*/*', { kind: 'json', stripNulls: false }],
    ['application/json', { kind: 'json', stripNulls: false }],
    ['application/vnd.pgrst.object+json', { kind: 'single', stripNulls: false }],
    ['application/vnd.pgrst.object+json;nulls=stripped', { kind: 'single', stripNulls: true }],
    ['application/vnd.pgrst.array+json;nulls=stripped', { kind: 'json', stripNulls: true }],
    ['text/csv', { kind: 'csv' }],
    ['text/html,application/xhtml+xml,*/*;q=0.8', { kind: 'json', stripNulls: false }],
  ])('maps %j', (accept, format) => {
    expect(negotiateFormat(accept)).toEqual(format);
  });

  it('answers PGRST107 when nothing is acceptable', () => {
    expect(() => negotiateFormat('text/html')).toThrow(
      expect.objectContaining({
        status: 406,
        code: 'PGRST107',
        message: 'None of these media types are available: text/html',
      }),
    );
  });
});
