import { describe, expect, it } from 'vitest';
import { contrastRatio, readColorTokens } from './contrastRatio.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#767676', 4.54],
  ])('%s on %s → %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('rejects a colour it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Color no válido');
  });
});

describe('readColorTokens', () => {
  it('reads hex tokens and ignores the rest', () => {
    const css = '--color-ink-900: #221c17;\n--font-sans: x;\n  --color-gold-300:#F0C96B;';
    expect([...readColorTokens(css)]).toEqual([
      ['ink-900', '#221c17'],
      ['gold-300', '#F0C96B'],
    ]);
  });
});
