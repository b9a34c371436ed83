import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { instanceWebFont, WEB_FONTS } from './webFonts.ts';

const nodeModules = new URL('../../node_modules/', import.meta.url);

describe('the web fonts', () => {
  it.each(WEB_FONTS)('ships $file as cut from its package (npm run fonts)', async (font) => {
    const committed = await readFile(new URL(`../../src/assets/fonts/${font.file}`, import.meta.url));
    const fresh = await instanceWebFont(font, nodeModules);
    expect(committed.equals(fresh)).toBe(true);
  });

  it('keeps each under 20 KB, bytes a phone waits for before the largest paint', async () => {
    for (const font of WEB_FONTS) {
      const { size } = await stat(new URL(`../../src/assets/fonts/${font.file}`, import.meta.url));
      expect(size, font.file).toBeLessThan(20 * 1024);
    }
  });
});
