/**
 * Colour schemes for the drawn covers (and avatars) shown where a photo is missing: a sky, hills far and
 * near and a medallion rising like the sun, after the home page's artwork and the demo illustrations
 * (scripts/demo/art/palette.ts). A stable hash of the title or name picks one, so the same item always
 * gets the same art and neighbours usually differ. Class names are written out whole so Tailwind finds them.
 */
export const COVER_TONES = [
  {
    sky: 'bg-gold-100',
    far: 'fill-navy-700/50',
    near: 'fill-navy-800',
    medallion: 'bg-gold-300 text-navy-950',
  },
  {
    sky: 'bg-navy-100',
    far: 'fill-sage-700/40',
    near: 'fill-sage-700',
    medallion: 'bg-navy-800 text-cream-50',
  },
  {
    sky: 'bg-clay-100',
    far: 'fill-clay-700/40',
    near: 'fill-clay-700',
    medallion: 'bg-navy-900 text-gold-300',
  },
  {
    sky: 'bg-cream-200',
    far: 'fill-navy-700/40',
    near: 'fill-navy-900',
    medallion: 'bg-clay-700 text-cream-50',
  },
  {
    sky: 'bg-sage-100',
    far: 'fill-sage-700/40',
    near: 'fill-navy-800',
    medallion: 'bg-gold-300 text-navy-950',
  },
] as const;

/** The drawn cover's rays in its 160×90 frame: nine, fanning over the medallion at its centre. */
export const COVER_RAYS = Array.from({ length: 9 }, (_, index) => {
  const angle = Math.PI + ((index + 1) * Math.PI) / 10;
  const at = (radius: number) =>
    `${(80 + Math.cos(angle) * radius).toFixed(1)} ${(45 + Math.sin(angle) * radius).toFixed(1)}`;
  return `M${at(22)}L${at(44)}`;
}).join('');

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
