import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { DEMO_PATHS } from '../outputs.ts';
import { founderPortraitSvg } from './founderPortrait.ts';
import { ILLUSTRATIONS, illustrationSvg } from './illustrations.ts';

describe('the demo illustrations', () => {
  it.each(ILLUSTRATIONS.map((illustration) => [illustration.name, illustration] as const))(
    '%s is committed as the generator draws it (npm run demo:generate -- --art)',
    (name, illustration) => {
      expect(readFileSync(DEMO_PATHS.illustration(name), 'utf8')).toBe(illustrationSvg(illustration));
    },
  );

  it('the founder portrait on /about is committed as drawn, a few KB, at the size and with the alt text /about gives', () => {
    const { alt, width, height } = siteDefaults.about.founder.image;
    const svg = founderPortraitSvg(alt);
    expect(readFileSync(DEMO_PATHS.founder, 'utf8')).toBe(svg);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg).toContain(`<title>${alt}</title>`);
  });
});
