import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

/**
 * The site's two web fonts, cut to what its pages use (docs/design.md §2 and §6). On a phone's first visit the fonts
 * were 65 of the ~105 KB a page transfers, all of it before the largest paint: the variable files span every
 * weight from 100 to 900, the pages use Fraunces at 600 (headings) and Source Sans at 400 to 600 (text and
 * buttons). Instanced to those weights and to the characters Spanish needs, they weigh 37 KB.
 * `npm run fonts` writes them to src/assets/fonts/ (committed; astro.config.mjs serves them); a test checks
 * the committed files are what this produces from the installed @fontsource-variable packages.
 */
export interface WebFont {
  /** The file under src/assets/fonts/. */
  file: string;
  /** The variable source in node_modules. */
  source: string;
  /** The weight axis kept: one weight (a static instance) or a range. */
  weight: number | { min: number; max: number };
}

export const WEB_FONTS: readonly WebFont[] = [
  {
    file: 'fraunces-600-latin.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 600,
  },
  {
    file: 'source-sans-3-400-600-latin.woff2',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    weight: { min: 400, max: 600 },
  },
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** Printable ASCII, Latin-1 (á é í ó ú ü ñ ¿ ¡ « » …) and the typographic punctuation editors paste. */
export const WEB_FONT_CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„…•·€™`;

const nodeModules = new URL('../../node_modules/', import.meta.url);

/** Where `font` is committed, the file astro.config.mjs serves. */
export const committedWebFont = (font: WebFont): URL =>
  new URL(`../../src/assets/fonts/${font.file}`, import.meta.url);

/** The woff2 bytes of `font`, cut from its installed variable source. */
export async function instanceWebFont(font: WebFont): Promise<Buffer> {
  const source = await readFile(new URL(font.source, nodeModules));
  return subsetFont(source, WEB_FONT_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weight },
  });
}
