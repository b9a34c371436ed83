import { describe, expect, it } from 'vitest';
import { parsePreferences, preferenceApplied } from './preferences.ts';

const options = { allowTxOverride: false, timezones: new Set(['America/Santiago', 'UTC']) };
const parse = (header: string | undefined, extra: Partial<typeof options> = {}) =>
  parsePreferences(header, { ...options, ...extra });

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
    ['max-affected=many', { invalid: [] }],
    ['params=single-object', { invalid: ['params=single-object'] }],
    ['timezone=America/Santiago', { timezone: 'America/Santiago', invalid: [] }],
    ['timezone=Mars/Olympus', { invalid: ['timezone=Mars/Olympus'] }],
  ])('parses %j', (header, expected) => {
    expect(parse(header)).toEqual(expected);
  });

  it('honours tx=… only when db_tx_end allows clients to override it', () => {
    expect(parse('tx=rollback', { allowTxOverride: true }).tx).toBe('rollback');
    expect(parse('tx=rollback').tx).toBeUndefined();
  });
});

describe('preferenceApplied', () => {
  const prefs = parse(
    'count=exact, return=representation, resolution=merge-duplicates, missing=default, handling=strict, max-affected=3, timezone=UTC',
  );
  it.each([
    ['read', false, 'count=exact, handling=strict, timezone=UTC'],
    [
      'create',
      true,
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, handling=strict, timezone=UTC',
    ],
    ['create', false, 'missing=default, return=representation, count=exact, handling=strict, timezone=UTC'],
    [
      'update',
      false,
      'missing=default, return=representation, count=exact, handling=strict, timezone=UTC, max-affected=3',
    ],
    ['upsert', false, 'return=representation, count=exact, handling=strict, timezone=UTC'],
    ['delete', false, 'return=representation, count=exact, handling=strict, timezone=UTC, max-affected=3'],
    ['call', false, 'count=exact, handling=strict, timezone=UTC, max-affected=3'],
  ] as const)('%s (key %s)', (plan, hasKey, header) => {
    expect(preferenceApplied(prefs, plan, hasKey)).toBe(header);
  });

  it('is absent without preferences', () => {
    expect(preferenceApplied(parse(''), 'read')).toBeUndefined();
  });
});
