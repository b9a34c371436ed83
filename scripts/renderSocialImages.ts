import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { siteDefaults } from '#core/siteConfig.ts';

// The seeded identity: these images ship in public/ for a fresh install (staff may upload others).
const identity = siteDefaults.identity;

/**
 * Renders public/og-image.png (1200×630, shared links), public/apple-touch-icon.png (180×180) and the
 * installed app's icons (public/icons/: 192 and 512 px, and a 512 px "maskable" one whose logo keeps to the
 * middle 80 % a phone may crop to a circle; src/pages/manifest.webmanifest.ts names them) from the site
 * configuration, the logo and the site fonts. Run again after changing the name, tagline or logo:
 *   node scripts/renderSocialImages.ts [--chromium /usr/bin/chromium]
 */
const { values } = parseArgs({
  options: { chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
});

const fontData = async (pkg: string, file: string) =>
  (await readFile(`node_modules/@fontsource-variable/${pkg}/files/${file}-latin-wght-normal.woff2`)).toString(
    'base64',
  );
const logo = (await readFile(`public${identity.logo.src}`)).toString('base64');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `
  @font-face { font-family: Display; src: url(data:font/woff2;base64,${await fontData('fraunces', 'fraunces')}); font-weight: 100 900; }
  @font-face { font-family: Body; src: url(data:font/woff2;base64,${await fontData('source-sans-3', 'source-sans-3')}); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; background: #0e1b30; color: #fbf6ec; font-family: Body; }
  .rings { position: absolute; right: -180px; top: -160px; width: 760px; height: 760px; }
  .sun { position: absolute; right: 50px; top: 70px; width: 300px; height: 300px; border-radius: 50%;
    background: radial-gradient(circle, #fffdf8 0 30%, #f7dfa6 55%, rgba(240,201,107,0) 72%); }
  .content { position: absolute; left: 80px; top: 0; bottom: 0; display: flex; flex-direction: column; justify-content: center; width: 720px; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .brand img { width: 88px; height: 88px; }
  .brand span { font-family: Display; font-size: 44px; font-weight: 600; }
  h1 { font-family: Display; font-size: 76px; line-height: 1.05; font-weight: 600; margin-top: 44px; color: #fffdf8; }
  p { margin-top: 28px; font-size: 30px; color: #c9d6ea; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: linear-gradient(90deg, #f0c96b, #e3ad45); }`;
const rings = `<svg class="rings" viewBox="0 0 200 200"><g fill="none" stroke="#1c365e" stroke-width="1.2">
  <circle cx="100" cy="100" r="35"/><circle cx="100" cy="100" r="60"/><circle cx="100" cy="100" r="85"/></g></svg>`;
const ogHtml = `<!doctype html><html lang="es"><style>${style}</style><body>${rings}<div class="sun"></div>
  <div class="content"><div class="brand"><img src="data:image/svg+xml;base64,${logo}" alt=""><span>${escapeHtml(identity.name)}</span></div>
  <h1>${escapeHtml(identity.tagline)}</h1><p>Enseñanzas · Comunidad · Oración</p></div><div class="bar"></div></body></html>`;
/** The logo on the navy background, `inset` pixels from each edge (the logo's own corners are rounded). */
const iconHtml = (size: number, inset = 0) => `<!doctype html><style>*{margin:0}
  body{width:${size}px;height:${size}px;background:#1c365e}img{display:block;margin:${inset}px}</style>
  <img src="data:image/svg+xml;base64,${logo}" width="${size - 2 * inset}" height="${size - 2 * inset}" alt="">`;
const icons = [
  { path: 'public/apple-touch-icon.png', size: 180, inset: 0 },
  { path: 'public/icons/icon-192.png', size: 192, inset: 0 },
  { path: 'public/icons/icon-512.png', size: 512, inset: 0 },
  { path: 'public/icons/icon-maskable-512.png', size: 512, inset: 56 },
];

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogHtml, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `public${identity.ogImage.src}` });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(iconHtml(icon.size, icon.inset), { waitUntil: 'load' });
    await page.screenshot({ path: icon.path });
  }
  console.log(
    `Imágenes escritas: public${identity.ogImage.src}, ${icons.map((icon) => icon.path).join(', ')}`,
  );
} finally {
  await browser.close();
}
