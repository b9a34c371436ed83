import { describe, expect, it } from 'vitest';
import { coerceBool, DEFAULT_DB_SETTINGS, parseDbSettings } from './dbSettings.ts';

describe('coerceBool', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['"True"', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['on', undefined],
    ['', undefined],
  ])('%j → %j', (text, value) => {
    expect(coerceBool(text)).toBe(value);
  });
});

describe('parseDbSettings', () => {
  it('is all off without settings', () => {
    expect(parseDbSettings(new Map())).toEqual(DEFAULT_DB_SETTINGS);
  });

  it.each([
    ['commit', false, false],
    ['commit-allow-override', false, true],
    ['rollback', true, false],
    ['rollback-allow-override', true, true],
  ])('db_tx_end=%s', (value, txRollbackAll, txAllowOverride) => {
    expect(parseDbSettings(new Map([['db_tx_end', value]]))).toMatchObject({
      txRollbackAll,
      txAllowOverride,
    });
  });

  it('turns features on and refuses an unknown transaction end', () => {
    const on = new Map([
      ['db_aggregates_enabled', 'true'],
      ['db_plan_enabled', 'true'],
    ]);
    expect(parseDbSettings(on)).toMatchObject({ aggregatesEnabled: true, planEnabled: true });
    expect(() => parseDbSettings(new Map([['db_tx_end', 'maybe']]))).toThrow(
      'Invalid transaction termination',
    );
  });
});
