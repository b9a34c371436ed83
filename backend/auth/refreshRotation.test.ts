import { describe, expect, it } from 'vitest';
import {
  decideRefresh,
  generateRefreshToken,
  isWellFormedRefreshToken,
  REFRESH_TOKEN_LENGTH,
} from './refreshRotation.ts';

describe('generateRefreshToken', () => {
  it('makes distinct tokens of the legacy alphabet that pass validation', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateRefreshToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(new RegExp(`^[a-z0-9]{${REFRESH_TOKEN_LENGTH}}$`));
      expect(isWellFormedRefreshToken(token)).toBe(true);
    }
  });
});

describe('isWellFormedRefreshToken', () => {
  it.each([
    ['abcdefghijkl', true],
    ['abcdefghijk', false],
    ['', false],
    [undefined, false],
    [123456789012345, false],
    ["abcdefghijkl' or 1=1", false],
    ['a'.repeat(256), false],
  ])('%j → %s', (token, ok) => expect(isWellFormedRefreshToken(token)).toBe(ok));
});

describe('decideRefresh', () => {
  const now = 1_000_000;
  const live = { token: 'tokenA', revoked: false, updatedAtMs: now - 60_000 };
  const revoked = (secondsAgo: number) => ({
    token: 'tokenA',
    revoked: true,
    updatedAtMs: now - secondsAgo * 1000,
  });

  it.each([
    ['a live token', live, { token: 'other', parent: null }, 'rotate'],
    [
      'the parent of the active token, long after',
      revoked(3600),
      { token: 'tokenB', parent: 'tokenA' },
      'return-active',
    ],
    ['a revoked token inside the reuse window', revoked(10), { token: 'tokenC', parent: 'tokenB' }, 'rotate'],
    [
      'a revoked token just outside the window',
      revoked(10.001),
      { token: 'tokenC', parent: 'tokenB' },
      'reject-reuse',
    ],
    ['any revoked token of a family with no live token', revoked(1), undefined, 'reject-reuse'],
  ] as const)('%s → %s', (_case, presented, active, kind) => {
    expect(decideRefresh(presented, active, now, 10)).toEqual({ kind });
  });

  it('never reuses outside a zero interval (GoTrue binary default)', () => {
    expect(decideRefresh(revoked(0.001), { token: 'tokenC', parent: 'tokenB' }, now, 0)).toEqual({
      kind: 'reject-reuse',
    });
  });
});
