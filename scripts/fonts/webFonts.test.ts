import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { committedWebFont, instanceWebFont, WEB_FONTS } from './webFonts.ts';

describe('the web fonts', () => {
  it.each(WEB_FONTS)('ships $file as cut from its package (npm run fonts)', async (font) => {
    const committed = await readFile(committedWebFont(font));
    expect(committed.equals(await instanceWebFont(font))).toBe(true);
  });

  it('keeps each under 20 KB, bytes a phone waits for before the largest paint', async () => {
    for (const font of WEB_FONTS) {
      const { size } = await stat(committedWebFont(font));
      expect(size, font.file).toBeLessThan(20 * 1024);
    }
  });
});
