/**
 * Colour schemes for generated artwork (covers and avatars) where a photo is missing. A stable hash of the
 * title or name picks one, so the same item always gets the same art and neighbours usually differ.
 * Class names are written out whole so Tailwind finds them.
 */
export const COVER_TONES = [
  {
    surface: 'bg-linear-to-br from-navy-800 to-navy-950',
    medallion: 'bg-gold-300 text-navy-950',
    pattern: 'text-navy-700',
  },
  {
    surface: 'bg-linear-to-br from-gold-200 to-gold-400',
    medallion: 'bg-navy-900 text-gold-300',
    pattern: 'text-gold-100',
  },
  {
    surface: 'bg-linear-to-br from-sage-100 to-cream-200',
    medallion: 'bg-sage-700 text-cream-50',
    pattern: 'text-cream-50',
  },
  {
    surface: 'bg-linear-to-br from-clay-100 to-gold-100',
    medallion: 'bg-clay-700 text-cream-50',
    pattern: 'text-cream-50',
  },
  {
    surface: 'bg-linear-to-br from-navy-100 to-navy-200',
    medallion: 'bg-navy-800 text-cream-50',
    pattern: 'text-cream-50',
  },
] as const;

export type CoverTone = (typeof COVER_TONES)[number];

/** Avatar circles: text and background pairs checked in contrastPairs.test.ts. */
export const AVATAR_TONES = [
  'bg-navy-800 text-cream-50',
  'bg-gold-300 text-navy-950',
  'bg-sage-100 text-sage-700',
  'bg-clay-100 text-clay-700',
  'bg-navy-100 text-navy-800',
] as const;

/** FNV-1a: tiny, stable across runs and platforms, good enough to spread a few titles over a few tones. */
export function stableHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function pickTone<T>(seed: string, tones: readonly T[]): T {
  const tone = tones[stableHash(seed) % tones.length];
  if (tone === undefined) throw new Error('pickTone necesita al menos un tono');
  return tone;
}
