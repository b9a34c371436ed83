import { writeFile } from 'node:fs/promises';
import { instanceWebFont, WEB_FONTS } from './webFonts.ts';

// npm run fonts — rewrites src/assets/fonts/ after a change to WEB_FONTS or an update of the font packages.
const nodeModules = new URL('../../node_modules/', import.meta.url);
for (const font of WEB_FONTS) {
  const bytes = await instanceWebFont(font, nodeModules);
  await writeFile(new URL(`../../src/assets/fonts/${font.file}`, import.meta.url), bytes);
  console.log(`${font.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
