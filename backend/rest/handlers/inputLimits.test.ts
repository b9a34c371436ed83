import { describe, expect, it } from 'vitest';
import { checkJsonDepth, checkUrlLength, jsonDepth } from './inputLimits.ts';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[{"a":[1,2]},{"b":{}}]', 3],
    ['{"a":"[[[[{{{"}', 1],
    ['{"a":"\\"[[["}', 1],
    ['[[[[[]]]]]', 5],
  ])('%s → %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});

describe('limits', () => {
  it('refuses JSON nested deeper than the limit with 400 PGRST102', () => {
    expect(() => checkJsonDepth('[[1]]', 2)).not.toThrow();
    expect(() => checkJsonDepth('[[[1]]]', 2)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST102' }),
    );
  });

  it('refuses URLs over the limit with 414', () => {
    expect(() => checkUrlLength('x'.repeat(10), 10)).not.toThrow();
    expect(() => checkUrlLength('x'.repeat(11), 10)).toThrow(expect.objectContaining({ status: 414 }));
  });
});
