/** The site's palette (src/styles/global.css), so the artwork sits with the pages it illustrates. */
export const palette = {
  cream50: '#fffdf8',
  cream100: '#fbf6ec',
  cream200: '#f4ead8',
  cream300: '#e6d5b8',
  ink900: '#221c17',
  ink700: '#463b32',
  ink600: '#5f5348',
  navy950: '#0e1b30',
  navy900: '#142642',
  navy800: '#1c365e',
  navy700: '#254778',
  navy200: '#c9d6ea',
  navy100: '#e6ecf6',
  gold100: '#fbf0d6',
  gold200: '#f7dfa6',
  gold300: '#f0c96b',
  gold400: '#e3ad45',
  gold700: '#855708',
  clay700: '#9a3f22',
  clay100: '#f9e5dc',
  sage700: '#35664a',
  sage100: '#e2efe6',
} as const;

/** A time of day: the sky from top to horizon, the sun, and the three hill layers from far to near. */
export interface Sky {
  top: string;
  horizon: string;
  sun: string;
  hills: readonly [string, string, string];
}

const p = palette;

export const SKIES = {
  /** The home hero's sunrise: gold sky over navy hills. */
  dawn: { top: p.gold200, horizon: p.cream100, sun: p.cream50, hills: [p.navy700, p.navy800, p.navy900] },
  /** A clear morning over green hills. */
  morning: { top: p.navy100, horizon: p.cream100, sun: p.gold200, hills: ['#8fb39c', '#4f8263', p.sage700] },
  /** Late afternoon: warm clay light. */
  evening: { top: p.clay100, horizon: p.gold100, sun: p.cream50, hills: ['#c98b6f', '#a9583a', p.clay700] },
  /** Quiet light for prayer and meditation: pale blue over navy. */
  still: { top: p.navy200, horizon: p.cream100, sun: p.cream50, hills: [p.navy700, p.navy800, p.navy900] },
} as const satisfies Record<string, Sky>;

export type SkyName = keyof typeof SKIES;
