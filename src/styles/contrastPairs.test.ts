import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readColorTokens } from './contrastRatio.ts';

const tokens = readColorTokens(readFileSync(new URL('./palette.css', import.meta.url), 'utf8'));
const color = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`Falta el token --color-${name}`);
  return value;
};

/** Every foreground/background pair the site uses for text (WCAG AA 4.5:1). */
const TEXT_PAIRS: [string, string][] = [
  ...['cream-50', 'cream-100', 'cream-200', 'gold-100', 'navy-100'].flatMap((bg): [string, string][] => [
    ['ink-900', bg],
    ['ink-700', bg],
    ['ink-600', bg],
    ['navy-700', bg],
    ['navy-800', bg],
    ['gold-700', bg],
  ]),
  ...['navy-700', 'navy-800', 'navy-900', 'navy-950'].map((bg): [string, string] => ['cream-50', bg]),
  ...['navy-800', 'navy-900', 'navy-950'].flatMap((bg): [string, string][] => [
    ['gold-300', bg],
    ['navy-200', bg],
    ['cream-100', bg],
  ]),
  ['navy-950', 'gold-300'],
  ['navy-950', 'gold-200'],
  ['navy-950', 'gold-400'],
  ['clay-700', 'clay-100'],
  ['clay-700', 'cream-50'],
  ['sage-700', 'sage-100'],
  ['ink-900', 'sage-100'],
  ['sage-700', 'cream-50'],
];

/** Focus rings, field borders and icons that carry meaning (WCAG 1.4.11, 3:1). */
const NON_TEXT_PAIRS: [string, string][] = [
  ['navy-700', 'cream-100'],
  ['navy-700', 'cream-50'],
  ['navy-700', 'cream-200'],
  ['gold-300', 'navy-900'],
  ['gold-300', 'navy-950'],
  ['ink-500', 'cream-50'],
  ['ink-500', 'cream-100'],
  ['gold-700', 'gold-100'],
];

describe('palette contrast', () => {
  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });
});
