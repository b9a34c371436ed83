import { describe, expect, it } from 'vitest';
import { parseGoDuration } from './goDuration.ts';

describe('parseGoDuration', () => {
  it.each([
    ['0', 0],
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['300ms', 300],
    ['-10s', -10_000],
    ['876000h', 876_000 * 3_600_000],
  ])('%s → %d ms', (text, ms) => expect(parseGoDuration(text)).toEqual({ ok: true, ms }));

  it.each([
    ['', 'time: invalid duration ""'],
    ['10', 'time: missing unit in duration "10"'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
    ['h', 'time: invalid duration "h"'],
    ['99999999999h', 'time: invalid duration "99999999999h"'],
  ])('%j → %s', (text, message) => expect(parseGoDuration(text)).toEqual({ ok: false, message }));
});
