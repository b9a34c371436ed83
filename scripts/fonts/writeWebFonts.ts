import { writeFile } from 'node:fs/promises';
import { committedWebFont, instanceWebFont, WEB_FONTS } from './webFonts.ts';

// npm run fonts — rewrites src/assets/fonts/ after a change to WEB_FONTS or an update of the font packages.
for (const font of WEB_FONTS) {
  const bytes = await instanceWebFont(font);
  await writeFile(committedWebFont(font), bytes);
  console.log(`${font.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
