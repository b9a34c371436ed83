import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStatementKey, statementKey } from './statementAttachment.ts';

describe('statement keys', () => {
  it('read back the year and email they were made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.emailAddress(), (year, email) => {
        expect(parseStatementKey(statementKey({ year, email }))).toEqual({ year, email });
      }),
    );
  });

  it.each(['receipt:abc', 'statement:25:ana@example.org', 'statement:2025:', 'prueba:statement:2025:a@b.c'])(
    '%s is not a statement key',
    (key) => {
      expect(parseStatementKey(key)).toBeNull();
    },
  );
});
