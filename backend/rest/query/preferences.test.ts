import { describe, expect, it } from 'vitest';
import { parsePreferences, preferenceApplied } from './preferences.ts';

describe('parsePreferences', () => {
  it.each([
    [undefined, { invalid: [] }],
    ['return=representation', { return: 'representation', invalid: [] }],
    ['count=exact, return=minimal', { count: 'exact', return: 'minimal', invalid: [] }],
    [
      'resolution=merge-duplicates,resolution=ignore-duplicates',
      { resolution: 'merge-duplicates', invalid: [] },
    ],
    ['missing=default, handling=strict, nope', { missing: 'default', handling: 'strict', invalid: ['nope'] }],
    ['tx=rollback, max-affected=5', { maxAffected: 5, invalid: [] }],
  ])('parses %j', (header, expected) => {
    expect(parsePreferences(header)).toEqual(expected);
  });

  it('lists applied preferences in PostgREST order', () => {
    const prefs = parsePreferences('count=exact, return=representation, resolution=merge-duplicates');
    expect(preferenceApplied(prefs, ['resolution', 'return', 'count'])).toBe(
      'resolution=merge-duplicates, return=representation, count=exact',
    );
    expect(preferenceApplied(prefs, ['count'])).toBe('count=exact');
    expect(preferenceApplied(parsePreferences(''), ['count'])).toBeUndefined();
  });
});
