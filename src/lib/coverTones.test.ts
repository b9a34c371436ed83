import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, COVER_RAYS, COVER_TONES, pickTone, stableHash } from './coverTones.ts';

describe('stableHash', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('FNV-1a of %o', (seed, expected) => {
    expect(stableHash(seed)).toBe(expected);
  });
});

describe('pickTone', () => {
  it.each(['María González', 'Cómo orar con fe', ''])('always picks the same tone for %o', (seed) => {
    expect(pickTone(seed, COVER_TONES)).toBe(pickTone(seed, COVER_TONES));
    expect(AVATAR_TONES).toContain(pickTone(seed, AVATAR_TONES));
  });

  it('spreads different seeds over several tones', () => {
    const seeds = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
    expect(new Set(seeds.map((seed) => pickTone(seed, COVER_TONES))).size).toBeGreaterThan(2);
  });

  it('refuses an empty list', () => {
    expect(() => pickTone('x', [])).toThrow();
  });
});

describe('COVER_RAYS', () => {
  it('draws nine rays above the medallion, clear of the hills (y < 45 in the 160×90 frame)', () => {
    const segments = COVER_RAYS.match(/M[^M]+/g) ?? [];
    expect(segments).toHaveLength(9);
    const ys = [...COVER_RAYS.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((match) => Number(match[1]));
    expect(ys).toHaveLength(18);
    expect(Math.max(...ys)).toBeLessThan(45);
  });
});
