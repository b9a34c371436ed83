import { describe, expect, it } from 'vitest';
import { closestMatch, similarity } from './fuzzy.ts';

describe('closestMatch', () => {
  it.each([
    ['articel', ['articles', 'members'], 0.75, 'articles'],
    ['Members', ['articles', 'members'], 0.75, 'members'],
    ['zzz', ['articles', 'members'], 0.33, undefined],
  ])('%s among %j (min %s) → %s', (target, candidates, min, expected) => {
    expect(closestMatch(target, candidates, min)?.match).toBe(expected);
  });

  it('scores identical strings 1 and disjoint ones 0', () => {
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });
});
